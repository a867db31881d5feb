// react-activity-feed: a timeline FlatFeed of Activity cards with a like button, as the Stream docs write it
// (React 17: the package's peer range). The service (api.stream-io-api.com: the user's get-or-create, the
// enriched feed) is answered by the benchmark; the token is the host backend's, here a fixed unsigned JWT.
import { StrictMode } from 'react';
import ReactDOM from 'react-dom';
import { Activity, ActivityFooter, FlatFeed, StreamApp } from 'react-activity-feed';
import 'react-activity-feed/dist/index.css';

declare const __TOKEN__: string;

ReactDOM.render(
  <StrictMode>
    <main>
      <StreamApp apiKey="edubench" appId="102030" token={__TOKEN__}>
        <FlatFeed
          feedGroup="timeline"
          Activity={(props) => (
            <Activity {...props} Footer={() => <ActivityFooter activity={props.activity} feedGroup={props.feedGroup} />} />
          )}
        />
      </StreamApp>
    </main>
  </StrictMode>,
  document.getElementById('root'),
);

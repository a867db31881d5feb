// stream-chat-react: one channel's messages (Chat / Channel / Window / MessageList), as the Stream docs write it
// with useCreateChatClient. The service (chat.stream-io-api.com: the WebSocket's first health check, the channel
// query) is answered by the benchmark; the token is the host backend's, here a fixed unsigned JWT.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Channel, Chat, MessageList, useCreateChatClient, Window } from 'stream-chat-react';
import 'stream-chat-react/dist/css/index.css';

declare const __USER__: { id: string; name: string; image: string };
declare const __TOKEN__: string;

function App() {
  const client = useCreateChatClient({ apiKey: 'edubench', tokenOrProvider: __TOKEN__, userData: __USER__ });
  if (!client) return null;
  return (
    <Chat client={client}>
      <Channel channel={client.channel('messaging', 'edu-lounge')}>
        <Window>
          <MessageList />
        </Window>
      </Channel>
    </Chat>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ height: '100vh' }}>
      <App />
    </main>
  </StrictMode>,
);

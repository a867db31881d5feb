import { useParams } from 'react-router';
import { EndorsementResponsePage } from '@edupassport/profiles';
import { Lead } from './shared';

/** /endorsement/{id}/respond: the page an endorsement request's link opens; whoever has the link answers, signed in or not. */
export function EndorsementPage() {
  const { id = '' } = useParams();
  return (
    <>
      <Lead>
        An endorsement request: the person who received the link writes the endorsement here, without an account.
      </Lead>
      <EndorsementResponsePage key={id} endorsementId={id} />
    </>
  );
}

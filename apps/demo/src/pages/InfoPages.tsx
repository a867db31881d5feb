import { Link, useSearchParams } from 'react-router';
import { useEdu } from '@edupassport/ui';
import { Lead, LinkRow, SimplePage } from './shared';

/** /coming-soon: where the kit sends features the platform has not opened yet. */
export function ComingSoonPage() {
  return (
    <SimplePage title="Coming soon">
      <Lead>This part of EDU Passport is not open yet. We are building it and it will be here soon.</Lead>
    </SimplePage>
  );
}

/** /policies */
export function PoliciesPage() {
  return (
    <SimplePage title="Policies">
      <Lead>The rules that keep EDU Passport a safe and useful place for educators, schools and businesses.</Lead>
      <ul>
        <li>
          <Link to="/policies/media-approval">Media approval policy</Link>: what images and videos may be posted.
        </li>
      </ul>
    </SimplePage>
  );
}

/** /policies/media-approval: linked from the post composers' media step. */
export function MediaApprovalPage() {
  return (
    <SimplePage title="Media approval policy" links={[{ to: '/policies', label: 'All policies' }]}>
      <Lead>
        Images and videos you post must be your own or used with permission, suitable for a professional audience, and
        must not show pupils without their guardians&rsquo; consent. Media that breaks these rules is removed.
      </Lead>
    </SimplePage>
  );
}

/** /external-jobs: where the external job cards' links lead. */
export function ExternalJobsPage() {
  const { externalJobsEmail } = useEdu();
  return (
    <SimplePage title="External jobs" links={[{ to: '/jobs', label: 'All jobs' }]}>
      <Lead>
        Jobs gathered from other job boards. They open on the employer&rsquo;s own site; EDU Passport only lists them.
        {externalJobsEmail ? ` Questions about them go to ${externalJobsEmail}.` : ''}
      </Lead>
      <p>
        <Link to="/jobs">Browse all jobs</Link>, external ones included.
      </p>
    </SimplePage>
  );
}

/** What this session sent to `room`, when the chat is the mock backend's in-memory transport (it keeps them). */
function SentMessages({ room }: { room: string }) {
  const { chat } = useEdu();
  const sent = chat && 'sent' in chat ? (chat.sent as ReadonlyArray<{ roomName: string; message: string }>) : [];
  const messages = sent.filter((m) => m.roomName === room);
  if (messages.length === 0) return null;
  return (
    <section aria-label="Messages sent">
      <ul>
        {messages.map((m, i) => (
          <li key={i}>{m.message}</li>
        ))}
      </ul>
    </section>
  );
}

/** /inbox?section=notifications&filter=all and ?section=chats&chatRoom= */
export function InboxPage() {
  const [search] = useSearchParams();
  const section = search.get('section') === 'chats' ? 'chats' : 'notifications';
  const room = search.get('chatRoom');
  const filter = search.get('filter') ?? 'all';
  return (
    <SimplePage title="Inbox">
      <nav aria-label="Inbox sections">
        <LinkRow>
          <li>
            <Link
              to="/inbox?section=notifications&filter=all"
              aria-current={section === 'notifications' ? 'page' : undefined}
            >
              Notifications
            </Link>
          </li>
          <li>
            <Link to="/inbox?section=chats" aria-current={section === 'chats' ? 'page' : undefined}>
              Chats
            </Link>
          </li>
        </LinkRow>
      </nav>
      <h2>{section === 'chats' ? (room ? `Chat ${room}` : 'Chats') : 'Notifications'}</h2>
      <Lead>
        {section === 'chats'
          ? room
            ? 'The chat opened by the kit’s chat starter. Messages are exchanged by the platform’s chat service, which is not part of this kit.'
            : 'Your conversations with educators and employers. The chat service is not part of this kit.'
          : `Your notifications (${filter === 'all' ? 'all' : filter}). The notification centre is not part of this kit; the job cards’ unread counts come from the same data.`}
      </Lead>
      {section === 'chats' && room ? <SentMessages room={room} /> : null}
    </SimplePage>
  );
}

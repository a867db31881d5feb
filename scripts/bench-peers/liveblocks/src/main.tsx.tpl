// Liveblocks comments: the threads of one room, each a Thread (its comments, reactions, attachments), as the
// Liveblocks docs write a comments page. The service (api.liveblocks.io: threads, attachment URLs, the room's
// WebSocket) is answered by the benchmark; the users come from the host's own endpoint through resolveUsers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LiveblocksProvider, RoomProvider, useThreads } from '@liveblocks/react';
import { Thread } from '@liveblocks/react-ui';
import '@liveblocks/react-ui/styles.css';

function Threads() {
  const { threads, isLoading, error } = useThreads();
  if (isLoading) return null;
  if (error) return <p role="alert">Could not load the comments.</p>;
  return (
    <>
      {threads.map((thread) => (
        <Thread key={thread.id} thread={thread} className="thread" />
      ))}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LiveblocksProvider
      publicApiKey="pk_dev_edu_bench"
      resolveUsers={async ({ userIds }) => {
        const response = await fetch(`/api/users?ids=${userIds.join(',')}`);
        return (await response.json()) as { name: string; avatar: string }[];
      }}
    >
      <RoomProvider id="edu-lounge">
        <main>
          <h1>Comments</h1>
          <Threads />
        </main>
      </RoomProvider>
    </LiveblocksProvider>
  </StrictMode>,
);

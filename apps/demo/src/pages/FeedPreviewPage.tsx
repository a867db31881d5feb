import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { ApiClient, Post } from '@edupassport/api-client';
import { isApiError } from '@edupassport/api-client';
import { Button } from '@edupassport/ui';

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: var(--edu-space-300);
`;

const Item = styled.li`
  background: var(--edu-color-surface);
  border: 1px solid var(--edu-color-border);
  border-radius: var(--edu-radius-lg);
  padding: var(--edu-space-400);
  h2 {
    margin: 0 0 var(--edu-space-100);
    font-size: var(--edu-font-size-lg);
  }
  p {
    margin: 0;
    color: var(--edu-color-text-muted);
  }
`;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; posts: Post[] };

/** The first page of the feed from the mock backend, until the feed package's cards replace this list. */
export function FeedPreviewPage({ client }: { client: ApiClient }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    client.feed
      .getFeed({ page: 1, pageSize: 10 }, { signal: controller.signal })
      .then((posts) => setState({ status: 'ready', posts }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setState({ status: 'error', message: isApiError(error) ? error.message : 'Something went wrong.' });
      });
    return () => controller.abort();
  }, [client, attempt]);

  return (
    <>
      <h1>Feed</h1>
      {state.status === 'loading' ? <p role="status">Loading posts…</p> : null}
      {state.status === 'error' ? (
        <div role="alert">
          <p>{state.message}</p>
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <List aria-label="Latest posts">
          {state.posts.map((post) => (
            <Item key={post.id}>
              <h2>{post.headline ?? `Post by ${post.user.full_name}`}</h2>
              <p>
                {post.user.full_name} · {post.post_type} · {post.reactions.length} {post.reactions.length === 1 ? 'reaction' : 'reactions'}
              </p>
            </Item>
          ))}
        </List>
      ) : null}
    </>
  );
}

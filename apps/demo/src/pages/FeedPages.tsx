import { useParams } from 'react-router';
import { Feed, PostDetail } from '@edupassport/feed';
import { useEdu } from '@edupassport/ui';
import { Lead } from './shared';

/** /feed: the feed package's Feed, with search and infinite scroll, for whoever the switcher says. */
export function FeedPage() {
  const { session } = useEdu();
  return (
    <>
      <h1>Feed</h1>
      <Lead>
        {session.user
          ? `Posts from the EDU Passport community, as ${String(session.user.full_name)} sees them: react, comment, vote and share.`
          : 'Posts from the EDU Passport community. Sign in to react, comment, vote and share.'}
      </Lead>
      <Feed />
    </>
  );
}

/** /feed/{id}: one post in full with its comments (PostDetail loads it and shows its own states). */
export function PostPage() {
  const { id = '' } = useParams();
  return (
    <>
      <h1>Post</h1>
      <PostDetail postId={id} />
    </>
  );
}

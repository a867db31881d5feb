import { useParams } from 'react-router';
import { PostDetail } from '@edupassport/feed';
import { BackLinks, HiddenHeading } from './shared';

// A page group of its own: the post page brings the comment section with it (its comments start open), which the
// feed's cards download only when a reader opens them.

/** /feed/{id}: one post in full with its comments (PostDetail loads it and shows its own states), and the ways on. */
export function PostPage() {
  const { id = '' } = useParams();
  return (
    <>
      <h1>Post</h1>
      {/* A post's headline is an h3, as in the feed: this keeps the outline h1 > h2 > h3. */}
      <HiddenHeading>The post and its comments</HiddenHeading>
      <PostDetail postId={id} />
      <BackLinks />
    </>
  );
}

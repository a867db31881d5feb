import { CreatePostButton, FeedView, useFeed } from '@edupassport/feed';
import { styled } from 'styled-components';
import { useEdu } from '@edupassport/ui';
import { HiddenHeading, Lead } from './shared';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--edu-space-300);
  margin: var(--edu-space-500) 0 var(--edu-space-300);
  h1 {
    margin: 0;
  }
`;

/** /feed: the feed package's Feed, with search and infinite scroll, for whoever the switcher says; a post made with Create post shows at the top through the query cache. */
export function FeedPage() {
  const { session } = useEdu();
  const feed = useFeed();
  return (
    <>
      <TitleRow>
        <h1>Feed</h1>
        <CreatePostButton />
      </TitleRow>
      <Lead>
        {session.user
          ? `Posts from the EDU Passport community, as ${String(session.user.full_name)} sees them: react, comment, vote and share.`
          : 'Posts from the EDU Passport community. Sign in to react, comment, vote and share.'}
      </Lead>
      {/* The posts' own headings are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
      <HiddenHeading>Latest posts</HiddenHeading>
      <FeedView feed={feed} />
    </>
  );
}

import type { Post } from '@edupassport/api-client';
import { richTextOf, SafeHtml } from '@edupassport/ui';
import { lazyFrom } from '@edupassport/ui/headless';
import { Suspense } from 'react';
import { styled } from 'styled-components';
import { bodyModules } from './bodies';
import { PlainBody } from './PlainBody';
import { isShare } from './share';
import { BodyRoot, Headline, richText } from './styles';
import type { PostBodyProps as BaseProps } from './types';

export interface PostBodyProps extends BaseProps {
  /** Called with the reloaded post after a poll vote; default none. */
  onUpdated?: (post: Post) => void;
  /** The announcement banner; default the kit's fixed banner. */
  bannerSrc?: string;
}

const AnnouncementBody = lazyFrom(bodyModules.announcement, (m) => m.AnnouncementBody);
const MultimediaBody = lazyFrom(bodyModules.multimedia, (m) => m.MultimediaBody);
const PollBody = lazyFrom(bodyModules.poll, (m) => m.PollBody);
const MicroblogBody = lazyFrom(bodyModules.microblog, (m) => m.MicroblogBody);
const SharedPostBody = lazyFrom(bodyModules.shared, (m) => m.SharedPostBody);

const Text = styled(SafeHtml)`
  ${richText}
`;

/** The words a post's body leads with: what its stand-in shows while the body's code loads. */
function leadText(post: Post): string | null | undefined {
  if (isShare(post)) return post.share_comment;
  if (post.post_type === 'microblog') return post.pages[0]?.content ?? post.content;
  if (post.post_type === 'poll' || post.post_type === 'multimedia') return null;
  return post.content;
}

/**
 * A body's stand-in while its code loads (and in a server render before `preloadPostBodies()`): the headline
 * and leading text, so the post reads at once and the server HTML carries its words. Busy until the body comes.
 */
export function PostBodyLoading({ post }: { post: Post }) {
  const text = leadText(post);
  return (
    <BodyRoot data-post-type={post.post_type} data-state="loading" aria-busy="true">
      {post.headline ? <Headline>{post.headline}</Headline> : null}
      {text ? <Text html={richTextOf(text)} /> : null}
    </BodyRoot>
  );
}

/** The body of a post, chosen by post_type; a share (type 'shared' or a shared_post) embeds its original. */
export function PostBody(props: PostBodyProps) {
  return (
    <Suspense fallback={<PostBodyLoading post={props.post} />}>
      <TypeBody {...props} />
    </Suspense>
  );
}

function TypeBody({ post, embedded = false, expanded = false, onUpdated, bannerSrc }: PostBodyProps) {
  if (isShare(post)) {
    return (
      <SharedPostBody
        post={post}
        expanded={expanded}
        renderOriginal={(original) => <PostBody post={original} embedded expanded={expanded} bannerSrc={bannerSrc} />}
      />
    );
  }
  switch (post.post_type) {
    case 'announcement':
      return <AnnouncementBody post={post} embedded={embedded} bannerSrc={bannerSrc} />;
    case 'multimedia':
      return <MultimediaBody post={post} embedded={embedded} />;
    case 'poll':
      return <PollBody post={post} embedded={embedded} onUpdated={onUpdated} />;
    case 'microblog':
      return <MicroblogBody post={post} embedded={embedded} expanded={expanded} />;
    default:
      return <PlainBody post={post} embedded={embedded} />;
  }
}

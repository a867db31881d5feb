import type { Post } from '@edupassport/api-client';
import { isSharedPost } from '@edupassport/api-client/rules';

/** A share (type 'shared', or a post embedding its original): its own words are `share_comment`, not `content`. */
export function isShare(post: Post): boolean {
  return isSharedPost(post) || post.type === 'shared';
}

import type { HTMLAttributes } from 'react';
import type { Post } from '@edupassport/api-client';

/** What every post body takes; the rest goes to its root element (a body takes `embedded` and `expanded` off it even where it ignores them). */
export interface PostBodyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The post to show; required. */
  post: Post;
  /** Shown inside a shared post: images that fail are removed and long microblog text is cut by words; default false. */
  embedded?: boolean | undefined;
  /** The full post (the /feed/{id} page): no text is clamped and Read Full is not offered; default false. */
  expanded?: boolean | undefined;
}

import { Button, ChevronUpIcon, useMessages, visuallyHidden } from '@edupassport/ui';
import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { listMessages } from '../messages/list';
import { feedCatalogs } from '../messages/catalogs';
import { tokens } from '../PostActions/theme';

export interface NewPostsOfferProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How many new posts wait; 0 shows nothing (and announces nothing). */
  count: number;
  /** Called when the reader chooses to see them. */
  onShow: () => void;
}

/*
 * No height of its own: the button floats over the top of the list, so its coming moves nothing the reader sees.
 * Sticky, so a reader far down the feed sees it too.
 */
const Slot = styled.div`
  position: sticky;
  top: ${tokens.space['200']};
  z-index: ${tokens.z.sticky};
  height: 0;
  display: flex;
  justify-content: center;
  & > button {
    box-shadow: ${tokens.shadow.md};
  }
`;

const Announcement = styled.p`
  ${visuallyHidden}
`;

/**
 * The live offer at the top of the feed: an "N new posts" button that floats over the list without moving it, and a
 * polite live region saying the same once per change of the count. Always rendered (with no height), so the region
 * is in place before it speaks and the offer's coming changes no layout.
 */
export const NewPostsOffer = forwardRef<HTMLDivElement, NewPostsOfferProps>(function NewPostsOffer({ count, onShow, ...rest }, ref) {
  const messages = useMessages('feed', listMessages, feedCatalogs.loaders);
  const label = count > 0 ? messages.newPosts(count) : '';
  return (
    <Slot ref={ref} data-part="new-posts" {...rest}>
      <Announcement aria-live="polite" data-part="new-posts-status">
        {label}
      </Announcement>
      {count > 0 ? (
        <Button variant="primary" size="sm" startIcon={<ChevronUpIcon aria-hidden="true" />} onClick={onShow}>
          {label}
        </Button>
      ) : null}
    </Slot>
  );
});

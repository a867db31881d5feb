import { forwardRef, useState } from 'react';
import type { Post } from '@edupassport/api-client';
import { Button, Menu, MenuItem, PlusIcon, useMessages, useRequireLogin, type ButtonProps } from '@edupassport/ui';
import { AnnouncementComposer } from '../AnnouncementComposer';
import { MicroblogComposer } from '../MicroblogComposer';
import { MultimediaComposer } from '../MultimediaComposer';
import { PollComposer } from '../PollComposer';
import { feedMessages } from '../messages';

export interface CreatePostButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** Called with the new post after a save, e.g. useFeed's `prependPost`; default none. */
  onCreated?: (post: Post) => void;
}

type Kind = 'announcement' | 'poll' | 'multimedia' | 'microblog';

/**
 * The feed's Create post entry point: a menu of the four post types (announcement, poll, multimedia,
 * microblog) opening the chosen composer. An anonymous visitor gets the login prompt instead of the menu.
 */
export const CreatePostButton = forwardRef<HTMLButtonElement, CreatePostButtonProps>(function CreatePostButton({ onCreated, ...buttonProps }, ref) {
  const m = useMessages('feed', feedMessages);
  const guard = useRequireLogin();
  const [kind, setKind] = useState<Kind | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const composer = { onOpenChange: (open: boolean) => (open ? undefined : setKind(null)), onSaved: onCreated };

  return (
    <>
      <Menu
        label={m.choosePostType}
        open={menuOpen}
        onOpenChange={(open) => setMenuOpen(open && guard())}
        trigger={
          <Button ref={ref} startIcon={<PlusIcon />} data-state={kind ? 'composing' : 'idle'} {...buttonProps}>
            {m.createPost}
          </Button>
        }
      >
        <MenuItem onSelect={() => setKind('announcement')}>{m.postTypeAnnouncement}</MenuItem>
        <MenuItem onSelect={() => setKind('poll')}>{m.postTypePoll}</MenuItem>
        <MenuItem onSelect={() => setKind('multimedia')}>{m.postTypeMultimedia}</MenuItem>
        <MenuItem onSelect={() => setKind('microblog')}>{m.postTypeMicroblog}</MenuItem>
      </Menu>
      <AnnouncementComposer open={kind === 'announcement'} {...composer} />
      <PollComposer open={kind === 'poll'} {...composer} />
      <MultimediaComposer open={kind === 'multimedia'} {...composer} />
      <MicroblogComposer open={kind === 'microblog'} {...composer} />
    </>
  );
});

import { forwardRef, useState } from 'react';
import type { Post } from '@edupassport/api-client';
import { Button, Menu, MenuItem, PlusIcon, useMessages, useRequireLogin, type ButtonProps } from '@edupassport/ui';
import { composerMessages } from '../messages/composers';
import { AnnouncementComposer, MicroblogComposer, MultimediaComposer, PollComposer } from '../onDemandDialogs';
import { feedCatalogs } from '../messages/catalogs';

export interface CreatePostButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /**
   * Told after a save with the new post, or `undefined` when the server's answer did not hold it (the cached feed
   * lists already show it on top, or reload their first page); default none.
   */
  onCreated?: ((post: Post | undefined) => void) | undefined;
}

type Kind = 'announcement' | 'poll' | 'multimedia' | 'microblog';

/**
 * The feed's Create post entry point: a menu of the four post types (announcement, poll, multimedia,
 * microblog) opening the chosen composer. An anonymous visitor gets the login prompt instead of the menu.
 */
export const CreatePostButton = forwardRef<HTMLButtonElement, CreatePostButtonProps>(function CreatePostButton({ onCreated, ...buttonProps }, ref) {
  const m = useMessages('feed', composerMessages, feedCatalogs.loaders);
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
      {/* Mounted only while chosen, so the chosen one's code is the only one that loads. */}
      {kind === 'announcement' && <AnnouncementComposer open {...composer} />}
      {kind === 'poll' && <PollComposer open {...composer} />}
      {kind === 'multimedia' && <MultimediaComposer open {...composer} />}
      {kind === 'microblog' && <MicroblogComposer open {...composer} />}
    </>
  );
});

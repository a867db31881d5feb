import { forwardRef } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import { RichTextEditor, TextField, useMessages } from '@edupassport/ui';
import { ComposerFrame, type ComposerProps } from '../ComposerFrame';
import { useAnnouncementComposer } from '../hooks/useAnnouncementComposer';
import { useComposerFlow } from '../hooks/useComposerFlow';
import { feedMessages } from '../messages';
import { AnnouncementBody } from '../PostBody';
import { tokens } from '../PostActions/theme';
import { feedCatalogs } from '../messages/catalogs';

export type AnnouncementComposerProps = ComposerProps;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const AnnouncementForm = forwardRef<HTMLDivElement, AnnouncementComposerProps>(function AnnouncementForm(
  { onOpenChange, post, onSaved, ...rest },
  ref,
) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const form = useAnnouncementComposer(post);
  const flow = useComposerFlow({ postType: 'announcement', post, ...form, onSaved });
  const preview = { ...(post ?? {}), post_type: 'announcement', headline: form.input.headline, content: form.input.content } as Post;

  return (
    <ComposerFrame
      ref={ref}
      {...rest}
      open
      onOpenChange={onOpenChange}
      title={post ? m.announcementEditTitle : m.announcementCreateTitle}
      editing={Boolean(post)}
      isValid={form.isValid}
      invalidHint={m.announcementIncomplete}
      dirty={form.dirty}
      onSave={flow.onSave}
      onDiscard={flow.onDiscard}
      draftOffer={flow.draftOffer}
      editContent={
        <Fields>
          <TextField label={m.announcementTitleLabel} required value={form.values.headline} onValueChange={form.setHeadline} />
          {/* Uncontrolled (a restored draft mounts a fresh one): stored rich text loads formatted, and saves as sanitized HTML. */}
          <RichTextEditor
            key={flow.restoreCount}
            label={m.announcementContentLabel}
            showCounter={false}
            defaultValue={form.values.content}
            onValueChange={form.setContent}
          />
        </Fields>
      }
      previewContent={<AnnouncementBody post={preview} />}
    />
  );
});

/**
 * Creates (`POST /api/users/create-feed-post`) or edits (`PUT /api/users/posts/{id}`, headline and content)
 * an announcement in two steps, edit then preview. Title and content must be non-empty after trimming.
 * Mounted only while open, so every opening starts from the post (or empty), or from an offered draft.
 */
export const AnnouncementComposer = forwardRef<HTMLDivElement, AnnouncementComposerProps>(function AnnouncementComposer(props, ref) {
  return props.open ? <AnnouncementForm ref={ref} {...props} /> : null;
});

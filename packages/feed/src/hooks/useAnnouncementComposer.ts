import { useMemo, useState } from 'react';
import type { Post, PostInput } from '@edupassport/api-client';
import { htmlToPlainText } from '@edupassport/ui/headless';
import { isBlank } from '@edupassport/internal/blank';

export interface AnnouncementDraft {
  headline: string;
  /** The rich text, as sanitized HTML (a stored post's content as it came). */
  content: string;
}

export interface UseAnnouncementComposerResult {
  /** What is typed now. */
  values: AnnouncementDraft;
  setHeadline(value: string): void;
  setContent(value: string): void;
  /** Replaces everything (a restored draft). */
  setValues(values: AnnouncementDraft): void;
  /** Title and content (its text, once markup is stripped) are both non-empty after trimming. */
  isValid: boolean;
  /** Something differs from where the composer started. */
  dirty: boolean;
  /** The payload of create and update: the trimmed title and the content's HTML. */
  input: Extract<PostInput, { post_type: 'announcement' }>;
}

/** The announcement composer's state: starts from `post` when editing, empty when creating. */
export function useAnnouncementComposer(post?: Post | null): UseAnnouncementComposerResult {
  const [initial] = useState<AnnouncementDraft>(() => ({ headline: post?.headline ?? '', content: post?.content ?? '' }));
  const [values, setValues] = useState(initial);
  return useMemo(() => {
    const headline = values.headline.trim();
    const hasContent = !isBlank(htmlToPlainText(values.content));
    const content = hasContent ? values.content.trim() : '';
    return {
      values,
      setHeadline: (value: string) => setValues((v) => ({ ...v, headline: value })),
      setContent: (value: string) => setValues((v) => ({ ...v, content: value })),
      setValues,
      isValid: !isBlank(headline) && hasContent,
      dirty: values.headline !== initial.headline || values.content !== initial.content,
      input: { post_type: 'announcement' as const, headline, content },
    };
  }, [values, initial]);
}

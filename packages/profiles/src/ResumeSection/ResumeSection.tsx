import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '@edupassport/api-client';
import { Button, FileDrop, LazyDeleteConfirmDialog as DeleteConfirmDialog, Link, TrashIcon, useEdu, useErrorText, useMessages } from '@edupassport/ui';
import type { UploadItem } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { Muted, tokens } from '../EducatorSection/styles';
import { RESUME_ACCEPT, RESUME_MAX_MB } from '../hooks/resume';
import { useResumeEditor } from '../hooks/useResumeEditor';
import { profilesCatalogs } from '../messages/catalogs';

export interface ResumeSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The resume URL. Default none. */
  resume?: string | null | undefined;
  /** The resume's file name. Default none. */
  fileName?: string | null | undefined;
  /** The owner's view: upload, replace and delete; default false (visitors only open it). */
  editable?: boolean | undefined;
  /** Called with the new resume fields after an upload or a delete. Default none. */
  onUpdated?: ((patch: Partial<UserProfile>) => void) | undefined;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['300']};
`;

/**
 * The resume: visitors open it; the owner picks or drops a PDF of at most 5 MB (the kit's
 * FileDrop, through the media host) and records its URL and file name, or deletes it. State shows as `data-state` (`idle` | `busy`).
 */
export const ResumeSection = forwardRef<HTMLElement, ResumeSectionProps>(function ResumeSection(
  { resume, fileName, editable = false, onUpdated, ...rest },
  ref,
) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const editor = useResumeEditor();
  const { toast } = useEdu();
  const errorText = useErrorText();
  const busy = editor.busy;
  const [dropKey, setDropKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const name = fileName || m.resume;

  // FileDrop checks the type and size with the spec's messages and uploads to the media host; the resume is then recorded.
  const record = async ({ url, name: file }: UploadItem) => {
    if (!url) return;
    try {
      const saved = await editor.record(url, file);
      toast.show({ kind: 'success', title: m.resumeUploaded });
      onUpdated?.(saved);
    } catch (error) {
      const message = errorText(error, m.resumeUploadFailed);
      toast.show({ kind: 'error', title: message });
    } finally {
      // A fresh drop zone: its finished row would only repeat what the toast and the link say.
      setDropKey((key) => key + 1);
    }
  };

  const remove = async () => {
    try {
      const cleared = await editor.remove();
      toast.show({ kind: 'success', title: m.resumeDeleted });
      onUpdated?.(cleared);
    } catch {
      // The spec's toast says it; the confirmation closes as on success.
      toast.show({ kind: 'error', title: m.resumeDeleteFailed, description: m.resumeDeleteFailedDescription });
    }
  };

  return (
    <EducatorSection
      ref={ref}
      {...rest}
      title={m.resume}
      data-state={busy ? 'busy' : 'idle'}
      aria-busy={busy || undefined}
    >
      <Row>
        {resume ? (
          <Link href={resume} newTab variant="standalone">
            {name}
          </Link>
        ) : (
          <Muted>{m.noResume}</Muted>
        )}
        {editable && resume ? (
          <Button size="sm" variant="ghost" startIcon={<TrashIcon />} disabled={busy} onClick={() => setConfirming(true)}>
            {m.deleteResume}
          </Button>
        ) : null}
      </Row>
      {editable ? (
        <FileDrop
          key={dropKey}
          label={resume ? m.replaceResume : m.uploadResume}
          accept={RESUME_ACCEPT}
          maxSizeMb={RESUME_MAX_MB}
          typeMessage={m.resumePdfOnly}
          sizeMessage={() => m.resumeTooLarge}
          toasts={false}
          disabled={busy}
          onUploaded={(item) => void record(item)}
        />
      ) : null}
      {busy ? <Muted role="status">{editor.deleting ? m.deletingResume : m.uploadingResume}</Muted> : null}
      {/* The confirmation downloads on the first Delete resume click. */}
      {confirming ? (
        <DeleteConfirmDialog open onOpenChange={setConfirming} title={m.deleteResumeTitle} description={m.deleteResumeText} onConfirm={remove} />
      ) : null}
    </EducatorSection>
  );
});

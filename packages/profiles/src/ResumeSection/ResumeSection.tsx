import { useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '@edupassport/api-client';
import { Button, Link, TrashIcon, useApiClient, useEdu, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { Muted, t } from '../EducatorSection/styles';
import { validateResumeFile } from '../hooks/resume';

export interface ResumeSectionProps {
  /** The resume URL. Default none. */
  resume?: string | null;
  /** The resume's file name. Default none. */
  fileName?: string | null;
  /** The owner's view: upload, replace and delete; default false (visitors only open it). */
  editable?: boolean;
  /** Called with the new resume fields after an upload or a delete. Default none. */
  onUpdated?: (patch: Partial<UserProfile>) => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => t(p).space['300']};
`;

const Upload = styled.label`
  display: inline-grid;
  gap: ${(p) => t(p).space['100']};
  font-size: ${(p) => t(p).font['size-sm']};
  font-weight: ${(p) => t(p).font['weight-medium']};
`;

/**
 * The resume (spec 03 §5, §8): visitors open it; the owner uploads a PDF of at most 5 MB through the media
 * host and records its URL and file name, or deletes it. State shows as `data-state` (`idle` | `busy`).
 */
export function ResumeSection({ resume, fileName, editable = false, onUpdated }: ResumeSectionProps) {
  const m = useMessages('profiles', profilesMessages);
  const client = useApiClient();
  const { uploader, toast } = useEdu();
  const [busy, setBusy] = useState(false);
  const name = fileName || m.resume;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateResumeFile(file, m);
    if (problem) {
      toast.show({ kind: 'error', title: problem });
      return;
    }
    setBusy(true);
    try {
      if (!uploader) throw new Error(m.resumeUploadFailed);
      const { url } = await uploader.upload(file);
      await client.users.updateResume({ resume_url: url, resume_file_name: file.name });
      toast.show({ kind: 'success', title: m.resumeUploaded });
      onUpdated?.({ resume: url, resume_file_name: file.name });
    } catch (error) {
      const message = error instanceof Error && error.message.trim() ? error.message : m.resumeUploadFailed;
      toast.show({ kind: 'error', title: message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await client.users.deleteResume();
      toast.show({ kind: 'success', title: m.resumeDeleted });
      onUpdated?.({ resume: undefined, resume_file_name: undefined });
    } catch {
      toast.show({ kind: 'error', title: m.resumeDeleteFailed, description: m.resumeDeleteFailedDescription });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EducatorSection title={m.resume} data-state={busy ? 'busy' : 'idle'} aria-busy={busy || undefined}>
      <Row>
        {resume ? (
          <Link href={resume} newTab variant="standalone">
            {name}
          </Link>
        ) : (
          <Muted>{m.noResume}</Muted>
        )}
        {editable && resume ? (
          <Button size="sm" variant="ghost" startIcon={<TrashIcon />} disabled={busy} onClick={() => void remove()}>
            {m.deleteResume}
          </Button>
        ) : null}
      </Row>
      {editable ? (
        <Upload>
          {resume ? m.replaceResume : m.uploadResume}
          <input type="file" accept="application/pdf,.pdf" disabled={busy} onChange={(event) => void upload(event)} />
        </Upload>
      ) : null}
      {busy ? <Muted role="status">{m.uploadingResume}</Muted> : null}
    </EducatorSection>
  );
}

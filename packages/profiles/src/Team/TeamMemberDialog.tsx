import { styled } from 'styled-components';
import type { TeamMember, TeamMemberInput } from '@edupassport/api-client';
import { Button, Dialog, PlusIcon, TextField, TrashIcon, useMessages } from '@edupassport/ui';
import { CROP_ASPECTS } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { FieldRow, FormStack, Muted, tokens } from '../EducatorSection/styles';
import { ErrorText } from '../BusinessSection/styles';
import { CroppedImageField } from '../WhoWeAre/CroppedImageField';
import {
  hasTeamMemberErrors,
  teamMemberDraft,
  useTeamMembersSave,
  validateTeamMember,
  type TeamMemberDraft,
  type TeamMemberErrors,
} from '../hooks/useTeamMembersSave';
import { useRowsForm } from '../hooks/useRowsForm';
import { profilesCatalogs } from '../messages/catalogs';

export interface TeamMemberDialogProps {
  /** The member edited; default none (adding new members). */
  member?: TeamMember | undefined;
  /** Called when the dialog closes (Cancel, Close, Escape, or after a save). Required. */
  onClose: () => void;
  /** Called after a save with what was sent (one input when editing). Default none. */
  onSaved?: ((inputs: TeamMemberInput[]) => void) | undefined;
}

const Member = styled.fieldset`
  display: grid;
  gap: ${tokens.space['300']};
  margin: 0;
  padding: ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  min-width: 0;
  & > legend {
    padding: 0 ${tokens.space['100']};
    font-weight: ${tokens.font['weight-bold']};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space['300']};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
`;

const NO_ERRORS: TeamMemberErrors = { skills: [undefined, undefined, undefined] };
const newMember = () => teamMemberDraft();

/**
 * The team form: rows of avatar (optional, cropped 1:1), name, role and exactly three skills.
 * Adding takes several rows ('Add another member', remove); editing one member cannot add or remove rows. Save
 * uploads new avatars with a percent each, is disabled while it runs, and a failure shows inline with the rows kept.
 */
export function TeamMemberDialog({ member, onClose, onSaved }: TeamMemberDialogProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const form = useRowsForm<TeamMemberDraft, TeamMemberErrors>({
    blank: newMember,
    initial: () => [teamMemberDraft(member)],
    noErrors: NO_ERRORS,
    validate: (drafts) => {
      const rows = drafts.map((row) => validateTeamMember(row, m));
      return { rows, valid: !rows.some(hasTeamMemberErrors) };
    },
  });
  const { rows, update: change } = form;
  const save = useTeamMembersSave(m);
  const editing = member !== undefined;
  const errors = form.errors.rows;

  const setSkill = (row: TeamMemberDraft, index: number, value: string) =>
    change(row.key, {
      skills: row.skills.map((skill, i) => (i === index ? value : skill)) as TeamMemberDraft['skills'],
    });

  const submit = async () => {
    if (!form.check()) return;
    const sent = await save.save(rows, member?.id);
    if (sent) {
      onSaved?.(sent);
      onClose();
    }
  };

  const progress = rows.flatMap((row, i) =>
    save.progress[row.key] === undefined ? [] : [m.avatarUploadProgress(i + 1, save.progress[row.key]!)],
  );

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? m.editTeamMember : m.addTeamMembers}
      size="lg"
      busy={save.saving}
    >
      <form
        noValidate
        data-saving={String(save.saving)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormStack>
          {rows.map((row, i) => {
            const error = errors[i] ?? NO_ERRORS;
            const heading = m.teamMemberHeading(i + 1);
            return (
              <Member key={row.key} data-row={i + 1}>
                <legend>{editing ? row.name || heading : heading}</legend>
                <Head>
                  <CroppedImageField
                    label={m.memberAvatar}
                    url={row.avatarUrl}
                    file={row.avatarFile}
                    onFileChange={(avatarFile) => change(row.key, { avatarFile })}
                    onRemove={() => change(row.key, { avatarFile: null, avatarUrl: null })}
                    removeLabel={m.removeAvatar}
                    aspect={CROP_ASPECTS.teamAvatar}
                    round
                    previewSize={96}
                    cropTitle={m.cropAvatar}
                    alt={m.avatarAlt(row.name)}
                    chooseLabel={m.chooseAvatar}
                    changeLabel={m.changeAvatar}
                  />
                  {!editing && rows.length > 1 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      startIcon={<TrashIcon />}
                      onClick={() => form.remove(row.key)}
                    >
                      {m.removeMember(i + 1)}
                    </Button>
                  ) : null}
                </Head>
                <FieldRow>
                  <TextField
                    label={m.memberName}
                    required
                    value={row.name}
                    onValueChange={(name) => change(row.key, { name })}
                    error={error.name}
                  />
                  <TextField
                    label={m.memberRole}
                    required
                    value={row.role}
                    onValueChange={(role) => change(row.key, { role })}
                    error={error.role}
                  />
                </FieldRow>
                <FieldRow>
                  {row.skills.map((skill, index) => (
                    <TextField
                      key={index}
                      label={m.memberSkill(index + 1)}
                      required
                      value={skill}
                      onValueChange={(value) => setSkill(row, index, value)}
                      error={error.skills[index]}
                    />
                  ))}
                </FieldRow>
              </Member>
            );
          })}
          {!editing ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                startIcon={<PlusIcon />}
                onClick={form.add}
              >
                {m.addAnotherMember}
              </Button>
            </div>
          ) : null}
          <div role="status">
            {progress.map((text) => (
              <Muted key={text} as="p">
                {text}
              </Muted>
            ))}
          </div>
          {save.error ? <ErrorText role="alert">{save.error}</ErrorText> : null}
          <Actions>
            <Button type="button" variant="ghost" disabled={save.saving} onClick={onClose}>
              {m.cancelBusiness}
            </Button>
            <Button type="submit" disabled={save.saving}>
              {save.saving ? m.saving : m.saveChanges}
            </Button>
          </Actions>
        </FormStack>
      </form>
    </Dialog>
  );
}

import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { TeamMember } from '@edupassport/api-client';
import { Avatar, Badge, EditIcon, IconButton, onDemand, TrashIcon, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { ItemList, ItemRow, Muted } from '../EducatorSection/styles';
import { ChipList, ErrorText, tokens } from '../BusinessSection/styles';
import { useEduQueryClient } from '@edupassport/ui/headless';
import { useTeamMemberDelete } from '../hooks/useBusinessSections';
import { cachedOwnProfile } from '../hooks/ownProfile';
import { profilesCatalogs } from '../messages/catalogs';

// The member form (cropper, uploads) downloads only when the owner adds or edits a member.
const TeamMemberDialog = onDemand(() => import('./TeamMemberDialog').then((module) => module.TeamMemberDialog));

export interface TeamProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The team members. Required. */
  members: TeamMember[];
  /** Shows the owner's Edit mode (Add Item, edit and delete per member); default false. */
  editable?: boolean | undefined;
  /** Notified with the stored list after an add, an edit or a delete (the shared profile already shows it); default none. */
  onMembersChange?: ((members: TeamMember[]) => void) | undefined;
}

const Who = styled.div`
  display: grid;
  gap: ${tokens.space['100']};
  & strong {
    overflow-wrap: anywhere;
  }
`;

type Editing = { kind: 'add' } | { kind: 'edit'; member: TeamMember } | null;

/**
 * The team: avatar (initials fallback), name, role and the three skills. The owner's Edit mode adds
 * members (Add Item), and edits or deletes each; a failed delete keeps the member and says why.
 * State shows as `data-editing` and `data-editable`.
 */
export const Team = forwardRef<HTMLElement, TeamProps>(function Team(props, ref) {
  const { members, editable = false, onMembersChange, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [editMode, setEditMode] = useState(false);
  const [dialog, setDialog] = useState<Editing>(null);
  const remove = useTeamMemberDelete();
  const queryClient = useEduQueryClient();
  const inEdit = editable && editMode;

  // The save already put the stored team into the shared profile; the host only hears it (never a made-up id).
  const saved = () => {
    const stored = cachedOwnProfile(queryClient)?.business_profile?.our_team;
    if (stored) onMembersChange?.(stored);
  };

  const deleteMember = async (member: TeamMember) => {
    // The page shows the member gone at once (the shared profile); a failure brings it back.
    const ok = await remove.remove(member);
    if (ok) onMembersChange?.(members.filter((each) => each.id !== member.id));
  };

  return (
    <EducatorSection
      ref={ref}
      title={m.ourTeam}
      editable={editable}
      editing={editMode}
      onEditingChange={(next) => {
        setEditMode(next);
        remove.clearError();
      }}
      onAdd={() => setDialog({ kind: 'add' })}
      data-editable={String(editable)}
      {...rest}
    >
      {members.length ? (
        <ItemList>
          {members.map((member) => (
            <ItemRow key={member.id}>
              <Avatar src={member.avatar_url} name={member.name || '?'} decorative />
              <Who data-part="content">
                <strong>{member.name}</strong>
                <Muted>{member.role}</Muted>
                <ChipList aria-label={m.memberSkills}>
                  {member.skills.filter(Boolean).map((skill, i) => (
                    <li key={`${skill}-${i}`}>
                      <Badge variant="neutral" size="sm">
                        {skill}
                      </Badge>
                    </li>
                  ))}
                </ChipList>
              </Who>
              {inEdit ? (
                <>
                  <IconButton
                    size="sm"
                    aria-label={m.editMember(member.name)}
                    icon={<EditIcon />}
                    onClick={() => setDialog({ kind: 'edit', member })}
                  />
                  <IconButton
                    size="sm"
                    aria-label={m.deleteMember(member.name)}
                    icon={<TrashIcon />}
                    disabled={remove.deleting !== null}
                    onClick={() => void deleteMember(member)}
                  />
                </>
              ) : null}
            </ItemRow>
          ))}
        </ItemList>
      ) : (
        <Muted>{m.businessSectionEmpty}</Muted>
      )}
      {remove.error ? <ErrorText role="alert">{m.deleteFailed(remove.error)}</ErrorText> : null}
      {editable && dialog ? (
        <TeamMemberDialog
          member={dialog.kind === 'edit' ? dialog.member : undefined}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
    </EducatorSection>
  );
});

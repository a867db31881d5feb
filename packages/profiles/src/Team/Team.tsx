import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { TeamMember } from '@edupassport/api-client';
import { Avatar, Badge, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { ItemList, ItemRow, Muted } from '../EducatorSection/styles';
import { ChipList, t } from '../BusinessSection/styles';

export interface TeamProps extends HTMLAttributes<HTMLElement> {
  /** The team members. Required. */
  members: TeamMember[];
}

const Who = styled.div`
  display: grid;
  gap: ${(p) => t(p).space['100']};
  & strong {
    overflow-wrap: anywhere;
  }
`;

/** The team (spec 02 §2): avatar (initials fallback), name, role and the three skills. */
export const Team = forwardRef<HTMLElement, TeamProps>(function Team(props, ref) {
  const { members, ...rest } = props;
  const m = useMessages('profiles', profilesMessages);
  return (
    <EducatorSection ref={ref} title={m.ourTeam} {...rest}>
      {members.length ? (
        <ItemList>
          {members.map((member) => (
            <ItemRow key={member.id}>
              <Avatar src={member.avatar_url} name={member.name || '?'} decorative />
              <Who data-part="content">
                <strong>{member.name}</strong>
                <Muted>{member.role}</Muted>
                <ChipList aria-label={m.chooseSkills}>
                  {member.skills.filter(Boolean).map((skill, i) => (
                    <li key={`${skill}-${i}`}>
                      <Badge variant="neutral" size="sm">
                        {skill}
                      </Badge>
                    </li>
                  ))}
                </ChipList>
              </Who>
            </ItemRow>
          ))}
        </ItemList>
      ) : (
        <Muted>{m.businessSectionEmpty}</Muted>
      )}
    </EducatorSection>
  );
});

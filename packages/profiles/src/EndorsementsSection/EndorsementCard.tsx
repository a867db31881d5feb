import { forwardRef, type ReactNode, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Endorsement } from '@edupassport/api-client';
import { Avatar, Badge, DateText, Truncate, labelOf, useMessages, heading } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { tokens } from '../EducatorSection/styles';
import { profilesCatalogs } from '../messages/catalogs';

/** Endorsement text is cut at 150 characters with see more / see less. */
export const ENDORSEMENT_TEXT_LIMIT = 150;

const Root = styled.article`
  display: grid;
  align-content: start;
  gap: ${tokens.space['200']};
  /* A carousel slide's full height, padding and border included: a content-box card stuck out below it. */
  box-sizing: border-box;
  height: 100%;
  padding: ${tokens.space['300']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  font-size: ${tokens.font['size-sm']};
  & h3 {
    ${heading}
    font-size: ${tokens.font['size-md']};
  }
  & p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  gap: ${tokens.space['200']};
  align-items: center;
  & > div {
    min-width: 0;
    flex: 1;
  }
`;

const Muted = styled.p`
  color: ${tokens.color['text-muted']};
`;

const Stars = styled.p`
  color: ${tokens.color.warning};
  letter-spacing: 2px;
`;

const Skills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['100']};
`;

export interface EndorsementCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The endorsement (its defaults already applied: 'Endorser', 'Anonymous', rating 5). Required. */
  endorsement: Endorsement;
  /** A control shown in the corner (the owner's delete); default none. */
  action?: ReactNode | undefined;
}

/** One endorsement: avatar, name, position and organization, the rating, skills and the text (150 characters, see more / see less). */
export const EndorsementCard = forwardRef<HTMLElement, EndorsementCardProps>(function EndorsementCard({ endorsement, action, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const rating = Math.max(0, Math.min(5, Math.round(endorsement.rating)));
  return (
    <Root ref={ref} {...rest}>
      <Head>
        <Avatar src={endorsement.avatar} name={endorsement.name} size="md" decorative />
        <div>
          <h3>
            <bdi>{endorsement.name}</bdi>
          </h3>
          <Muted>
            <bdi>{[endorsement.position, endorsement.organization].filter(Boolean).join(', ')}</bdi>
          </Muted>
        </div>
        {action}
      </Head>
      <Stars role="img" aria-label={m.rating(rating)}>
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </Stars>
      {endorsement.skills.length ? (
        <Skills>
          {endorsement.skills.map((skill) => (
            <Badge key={skill} size="sm">
              {labelOf(m.skillLabels, skill)}
            </Badge>
          ))}
        </Skills>
      ) : null}
      {endorsement.recommendation ? <Truncate dir="auto" maxChars={ENDORSEMENT_TEXT_LIMIT}>{endorsement.recommendation}</Truncate> : null}
      {endorsement.date ? (
        <Muted>
          <DateText value={endorsement.date} />
        </Muted>
      ) : null}
    </Root>
  );
});

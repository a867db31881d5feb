import { forwardRef, type HTMLAttributes } from 'react';
import type { Credential } from '@edupassport/api-client';
import { useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { ItemList, ItemRow, Muted } from '../EducatorSection/styles';

export interface CredentialsProps extends HTMLAttributes<HTMLElement> {
  /** The credentials and awards (the user's `credential` list). Required. */
  credentials: Credential[];
}

/** Credentials and awards (spec 02 §2): one row per title with its year. */
export const Credentials = forwardRef<HTMLElement, CredentialsProps>(function Credentials(props, ref) {
  const { credentials, ...rest } = props;
  const m = useMessages('profiles', profilesMessages);
  return (
    <EducatorSection ref={ref} title={m.credentialsAndAwards} {...rest}>
      {credentials.length ? (
        <ItemList>
          {credentials.map((c) => (
            <ItemRow key={c.id}>
              <div data-part="content">{c.achievement}</div>
              <Muted>{c.year}</Muted>
            </ItemRow>
          ))}
        </ItemList>
      ) : (
        <Muted>{m.businessSectionEmpty}</Muted>
      )}
    </EducatorSection>
  );
});

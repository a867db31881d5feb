import { forwardRef, type HTMLAttributes } from 'react';
import type { Credential, CredentialInput } from '@edupassport/api-client';
import { TextField, YearPicker, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { ItemList, ItemRow, Muted } from '../EducatorSection/styles';
import { credentialInput, validateCredentialRows, type CredentialRow } from '../hooks/businessRows';
import { BusinessRowsSection } from './BusinessRows';
import { credentialListCalls } from '../hooks/useBusinessSections';
import { profilesCatalogs } from '../messages/catalogs';

export interface CredentialsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The credentials and awards (the user's `credential` list). Required. */
  credentials: Credential[];
  /** Shows the owner's Edit mode (Add Item, a delete icon per row); default false. */
  editable?: boolean | undefined;
  /** Called with the list after a save or a delete; default none. */
  onCredentialsChange?: ((credentials: Credential[]) => void) | undefined;
}

const blank = () => ({ achievement: '', year: null });

/**
 * Credentials and awards: one row per title with its year. The owner's Edit mode adds rows
 * (form → preview, Back returns to the form → Save: the whole list is sent again) and deletes by id; a
 * failed save keeps the dialog open with the rows and says why, a failed delete says why under the list.
 */
export const Credentials = forwardRef<HTMLElement, CredentialsProps>(function Credentials(props, ref) {
  const { credentials, editable = false, onCredentialsChange, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);

  return (
    <BusinessRowsSection<CredentialInput, Credential, CredentialRow>
      sectionRef={ref}
      title={m.credentialsAndAwards}
      items={credentials}
      editable={editable}
      onItemsChange={onCredentialsChange}
      calls={credentialListCalls}
      rows={{ blank, validate: (rows) => validateCredentialRows(rows, m), toInput: credentialInput }}
      labels={{ title: m.addCredentials, formTitle: m.credentialDetails, legend: m.credentialLegend, removeLabel: m.removeCredentialRow, addLabel: m.addCredentialRow }}
      renderFields={(row, errors, form) => (
        <>
          <TextField label={m.credentialTitle} required value={row.achievement} onValueChange={(achievement) => form.update(row.key, { achievement })} error={errors.achievement} />
          <YearPicker label={m.credentialYear} required value={row.year} onValueChange={(year) => form.update(row.key, { year })} error={errors.year} />
        </>
      )}
      renderPreview={(rows) => (
        <ItemList>
          {rows.map((row) => (
            <ItemRow key={row.key}>
              <div data-part="content">
                {row.achievement.trim()} <Muted>{row.year}</Muted>
              </div>
            </ItemRow>
          ))}
        </ItemList>
      )}
      itemLabel={(c) => c.achievement}
      renderItem={(c) => (
        <>
          {c.achievement} <Muted>{c.year}</Muted>
        </>
      )}
      {...rest}
    />
  );
});

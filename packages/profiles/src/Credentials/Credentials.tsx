import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { Credential, CredentialInput } from '@edupassport/api-client';
import { TextField, YearPicker, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { AddItemDialog } from '../EducatorSection/AddItemDialog';
import { ItemList, ItemRow, Muted, PreviewBox } from '../EducatorSection/styles';
import { credentialInput, validateCredentialRows, type CredentialRow } from '../hooks/businessRows';
import { useRowsForm } from '../hooks/useRowsForm';
import { useBusinessList } from '../hooks/useBusinessList';
import { DeletableList, RowsForm } from './BusinessRows';

export interface CredentialsProps extends HTMLAttributes<HTMLElement> {
  /** The credentials and awards (the user's `credential` list). Required. */
  credentials: Credential[];
  /** Shows the owner's Edit mode (Add Item, a delete icon per row); default false. */
  editable?: boolean;
  /** Called with the list after a save or a delete; default none. */
  onCredentialsChange?: (credentials: Credential[]) => void;
}

const blank = () => ({ achievement: '', year: null });
const toInput = ({ achievement, year }: Credential): CredentialInput => ({ achievement, year });

/**
 * Credentials and awards (spec 02 §2, §5): one row per title with its year. The owner's Edit mode adds rows
 * (form → preview, Back returns to the form → Save: the whole list is sent again) and deletes by id; a
 * failed save keeps the dialog open with the rows and says why, a failed delete says why under the list.
 */
export const Credentials = forwardRef<HTMLElement, CredentialsProps>(function Credentials(props, ref) {
  const { credentials, editable = false, onCredentialsChange, ...rest } = props;
  const m = useMessages('profiles', profilesMessages);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const form = useRowsForm<CredentialRow>({ blank, validate: (rows) => validateCredentialRows(rows, m) });
  const list = useBusinessList({
    items: credentials,
    onItemsChange: onCredentialsChange,
    toInput,
    deleteItem: (client, id, signal) => client.business.deleteCredential(id, { signal }),
    replace: (client, inputs, signal) => client.business.updateCredentials(inputs, { signal }),
    pick: (user) => user.credential,
    saveFailed: m.saveFailed,
  });
  const inEdit = editable && editing;

  return (
    <EducatorSection
      ref={ref}
      title={m.credentialsAndAwards}
      editable={editable}
      editing={editing}
      onEditingChange={(next) => {
        setEditing(next);
        list.clearDeleteError();
      }}
      onAdd={() => setAdding(true)}
      data-editable={String(editable)}
      {...rest}
    >
      {credentials.length ? (
        <DeletableList
          items={credentials}
          itemLabel={(c) => c.achievement}
          renderItem={(c) => (
            <>
              {c.achievement} <Muted>{c.year}</Muted>
            </>
          )}
          deletable={inEdit}
          deletingId={list.deletingId}
          onDelete={(c) => void list.remove(c)}
          deleteError={list.deleteError}
        />
      ) : (
        <Muted>{m.businessSectionEmpty}</Muted>
      )}
      {editable ? (
        <AddItemDialog
          open={adding}
          onOpenChange={setAdding}
          title={m.addCredentials}
          formTitle={m.credentialDetails}
          previewTitle={m.preview}
          validate={form.check}
          onReset={form.reset}
          onSave={() => list.save(form.rows.map(credentialInput))}
          form={
            <RowsForm
              rows={form.rows}
              errors={form.errors}
              legend={m.credentialLegend}
              removeLabel={m.removeCredentialRow}
              addLabel={m.addCredentialRow}
              onAdd={form.add}
              onRemove={form.remove}
              renderFields={(row, errors) => (
                <>
                  <TextField label={m.credentialTitle} required value={row.achievement} onValueChange={(achievement) => form.update(row.key, { achievement })} error={errors.achievement} />
                  <YearPicker label={m.credentialYear} required value={row.year} onValueChange={(year) => form.update(row.key, { year })} error={errors.year} />
                </>
              )}
            />
          }
          preview={
            <PreviewBox>
              <ItemList>
                {form.rows.map((row) => (
                  <ItemRow key={row.key}>
                    <div data-part="content">
                      {row.achievement.trim()} <Muted>{row.year}</Muted>
                    </div>
                  </ItemRow>
                ))}
              </ItemList>
            </PreviewBox>
          }
        />
      ) : null}
    </EducatorSection>
  );
});

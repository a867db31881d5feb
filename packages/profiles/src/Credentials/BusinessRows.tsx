import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import type { Id } from '@edupassport/api-client';
import { Button, IconButton, PlusIcon, TrashIcon, useMessages } from '@edupassport/ui';
import type { RowsValidation } from '../hooks/businessRows';
import { useBusinessList, type UseBusinessListOptions } from '../hooks/useBusinessList';
import { useRowsForm, type UseRowsFormResult } from '../hooks/useRowsForm';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { AddItemDialog } from '../EducatorSection/AddItemDialog';
import { FormStack, ItemList, ItemRow, Muted, PreviewBox, tokens } from '../EducatorSection/styles';
import { ErrorText } from '../BusinessSection/styles';
import { profilesCatalogs } from '../messages/catalogs';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${tokens.space['300']};
  margin: 0;
  padding: ${tokens.space['300']} ${tokens.space['400']} ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  & > legend {
    padding: 0 ${tokens.space['100']};
    font-weight: ${tokens.font['weight-bold']};
  }
  & > [data-part='remove'] {
    margin-top: ${tokens.space['600']};
  }
`;

export interface RowsFormProps<R extends { key: string }> {
  /** The rows being edited. */
  rows: R[];
  /** The rules' messages (the list's and each row's). */
  errors: RowsValidation<R>;
  /** Each row's legend, e.g. 'Credential 2'. */
  legend: (n: number) => string;
  /** Each row's remove button name. */
  removeLabel: (n: number) => string;
  /** The add-row button's label. */
  addLabel: string;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** The row's fields, with its messages. */
  renderFields: (row: R, errors: RowsValidation<R>['rows'][number]) => ReactNode;
}

/** The rows step of the credentials and links dialogs: one fieldset per row with a remove button, and an add-row button. */
export function RowsForm<R extends { key: string }>({ rows, errors, legend, removeLabel, addLabel, onAdd, onRemove, renderFields }: RowsFormProps<R>) {
  return (
    <FormStack>
      {rows.map((row, i) => (
        <Fieldset key={row.key}>
          <legend>{legend(i + 1)}</legend>
          <FormStack>{renderFields(row, errors.rows[i] ?? {})}</FormStack>
          <IconButton data-part="remove" size="sm" variant="ghost" aria-label={removeLabel(i + 1)} icon={<TrashIcon />} onClick={() => onRemove(row.key)} />
        </Fieldset>
      ))}
      {errors.list ? <ErrorText role="alert">{errors.list}</ErrorText> : null}
      <div>
        <Button size="sm" variant="outline" startIcon={<PlusIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </FormStack>
  );
}

export interface DeletableListProps<T extends { id: Id }> {
  items: T[];
  /** The item's name in its delete button. */
  itemLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shows a delete icon per item (Edit mode). */
  deletable: boolean;
  /** The id being deleted (its button is disabled meanwhile), or null. */
  deletingId: Id | null;
  onDelete: (item: T) => void;
  /** The reason of the last failed delete, shown under the list; default none. */
  deleteError?: string | null | undefined;
}

/** A business list with Edit mode's delete icons and the failed delete's reason (issue 10 item 10). */
export function DeletableList<T extends { id: Id }>({ items, itemLabel, renderItem, deletable, deletingId, onDelete, deleteError }: DeletableListProps<T>) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  return (
    <>
      <ItemList>
        {items.map((item) => (
          <ItemRow key={item.id}>
            <div data-part="content">{renderItem(item)}</div>
            {deletable ? (
              <IconButton
                size="sm"
                variant="danger"
                aria-label={m.deleteItem(itemLabel(item))}
                icon={<TrashIcon />}
                disabled={deletingId !== null}
                onClick={() => onDelete(item)}
              />
            ) : null}
          </ItemRow>
        ))}
      </ItemList>
      {deleteError ? <ErrorText role="alert">{m.deleteFailed(deleteError)}</ErrorText> : null}
    </>
  );
}

export interface BusinessRowsSectionProps<I extends object, T extends I & { id: Id }, R extends { key: string }>
  extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section element (not `ref`: React 18 drops a `ref` given to a plain function component). */
  sectionRef?: Ref<HTMLElement> | undefined;
  /** The section's heading. */
  title: string;
  /** The saved items. */
  items: T[];
  /** Shows the owner's Edit mode (Add Item, a delete icon per item). */
  editable: boolean;
  /** Called with the list after a save or a delete. */
  onItemsChange?: ((items: T[]) => void) | undefined;
  /** How the list is saved and deleted from (useBusinessList's calls). */
  calls: Pick<UseBusinessListOptions<I, T>, 'toInput' | 'deleteItem' | 'replace' | 'pick' | 'drop'>;
  /** The add dialog's rows: a blank row, the rules, and what a checked row sends. */
  rows: { blank: () => Omit<R, 'key'>; validate: (rows: R[]) => RowsValidation<R>; toInput: (row: R) => I };
  /** The add dialog's title, its form step's title, and the rows' legend, remove and add labels. */
  labels: { title: string; formTitle: string } & Pick<RowsFormProps<R>, 'legend' | 'removeLabel' | 'addLabel'>;
  /** A row's fields, changed through the form's `update`. */
  renderFields: (row: R, errors: RowsValidation<R>['rows'][number], form: UseRowsFormResult<R>) => ReactNode;
  /** The preview step's body, inside its box. */
  renderPreview: (rows: R[]) => ReactNode;
  /** The item's name in its delete button. */
  itemLabel: (item: T) => string;
  /** An item in the Edit mode's list (and outside it, unless `renderView` is given). */
  renderItem: (item: T) => ReactNode;
  /** What a non-empty list shows outside Edit mode; default the same list without delete icons. */
  renderView?: ((items: T[]) => ReactNode) | undefined;
}

/**
 * A business list edited as the credentials and links are (the spec, issue 10): Edit mode with a delete icon
 * per item and the failed delete's reason, and Add Item's rows dialog (form → preview → Save the whole list).
 */
export function BusinessRowsSection<I extends object, T extends I & { id: Id }, R extends { key: string }>({
  sectionRef,
  title,
  items,
  editable,
  onItemsChange,
  calls,
  rows,
  labels,
  renderFields,
  renderPreview,
  itemLabel,
  renderItem,
  renderView,
  ...rest
}: BusinessRowsSectionProps<I, T, R>) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const form = useRowsForm<R>({ blank: rows.blank, validate: rows.validate });
  const list = useBusinessList<I, T>({ items, onItemsChange, ...calls, saveFailed: m.saveFailed });
  const inEdit = editable && editing;

  return (
    <EducatorSection
      ref={sectionRef}
      title={title}
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
      {!items.length ? (
        <Muted>{m.businessSectionEmpty}</Muted>
      ) : inEdit || !renderView ? (
        <DeletableList
          items={items}
          itemLabel={itemLabel}
          renderItem={renderItem}
          deletable={inEdit}
          deletingId={list.deletingId}
          onDelete={(item) => void list.remove(item)}
          deleteError={list.deleteError}
        />
      ) : (
        renderView(items)
      )}
      {editable ? (
        <AddItemDialog
          open={adding}
          onOpenChange={setAdding}
          title={labels.title}
          formTitle={labels.formTitle}
          previewTitle={m.preview}
          validate={form.check}
          onReset={form.reset}
          onSave={() => list.save(form.rows.map(rows.toInput))}
          form={
            <RowsForm
              rows={form.rows}
              errors={form.errors}
              legend={labels.legend}
              removeLabel={labels.removeLabel}
              addLabel={labels.addLabel}
              onAdd={form.add}
              onRemove={form.remove}
              renderFields={(row, errors) => renderFields(row, errors, form)}
            />
          }
          preview={<PreviewBox>{renderPreview(form.rows)}</PreviewBox>}
        />
      ) : null}
    </EducatorSection>
  );
}

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Id } from '@edupassport/api-client';
import { Button, IconButton, PlusIcon, TrashIcon, useMessages } from '@edupassport/ui';
import type { RowsValidation } from '../hooks/businessRows';
import { profilesMessages } from '../messages';
import { FormStack, ItemList, ItemRow, t } from '../EducatorSection/styles';
import { ErrorText } from '../BusinessSection/styles';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${(p) => t(p).space['300']};
  margin: 0;
  padding: ${(p) => t(p).space['300']} ${(p) => t(p).space['400']} ${(p) => t(p).space['400']};
  border: 1px solid ${(p) => t(p).color.border};
  border-radius: ${(p) => t(p).radius.md};
  & > legend {
    padding: 0 ${(p) => t(p).space['100']};
    font-weight: ${(p) => t(p).font['weight-bold']};
  }
  & > [data-part='remove'] {
    margin-top: ${(p) => t(p).space['600']};
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
  deleteError?: string | null;
}

/** A business list with Edit mode's delete icons and the failed delete's reason (issue 10 item 10). */
export function DeletableList<T extends { id: Id }>({ items, itemLabel, renderItem, deletable, deletingId, onDelete, deleteError }: DeletableListProps<T>) {
  const m = useMessages('profiles', profilesMessages);
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

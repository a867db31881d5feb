import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { IconButton, Switch, TrashIcon, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from './EducatorSection';
import { ItemList, ItemRow, Muted, tokens } from './styles';
import { profilesCatalogs } from '../messages/catalogs';

export interface ListSectionProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section heading. Required. */
  title: string;
  /** The items, in display order. Required. */
  items: T[];
  /** Shows the owner's controls; default false. */
  editable?: boolean | undefined;
  /** A stable key per item. Required. */
  itemKey: (item: T) => string;
  /** The item's name in its delete and hide buttons. Required. */
  itemLabel: (item: T) => string;
  /** The item's content. Required. */
  renderItem: (item: T) => ReactNode;
  /** Deletes an item (Edit mode's delete icon); default none. */
  onDelete?: ((item: T) => Promise<void> | void) | undefined;
  /** Whether an item is hidden; with it the section gets hide/show toggles and the show-hidden switch. Default none. */
  isHidden?: ((item: T) => boolean) | undefined;
  /** Whether an item cannot be hidden, shown or deleted yet (it still waits for its server id); default none. */
  isPending?: ((item: T) => boolean) | undefined;
  /** Flips an item's hidden flag; default none. */
  onToggleHidden?: ((item: T) => Promise<void> | void) | undefined;
  /** Add Item in Edit mode. Required. */
  onAdd: () => void;
  /** A message shown instead of deleting the last item (e.g. 'At least one location is required'); default none: the last item may go. */
  minOneMessage?: string | undefined;
  /** Extra content under the list (the add dialog); default none. */
  children?: ReactNode | undefined;
  /** The section element's ref (the public sections forward theirs here). */
  sectionRef?: Ref<HTMLElement> | undefined;
}

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Alert = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * A profile list section with the spec's Edit mode (Cancel, Add Item, a delete icon per item) and, for
 * hideable lists, hide/show toggles: hidden items are dimmed with '(Hidden)' and left out unless show-hidden
 * is on (always shown in Edit mode, so they can be shown again). Visitors never see hidden items.
 */
export function ListSection<T>(props: ListSectionProps<T>) {
  const { title, items, editable = false, itemKey, itemLabel, renderItem, onDelete, isHidden, isPending, onToggleHidden, onAdd, minOneMessage, children, sectionRef, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [editing, setEditing] = useState(false);
  const [showHidden, setShowHidden] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const inEdit = editable && editing;
  const visible = items.filter((item) => !isHidden?.(item) || (editable && (showHidden || inEdit)));

  const remove = (item: T) => {
    if (minOneMessage && items.length <= 1) {
      setAlert(minOneMessage);
      return;
    }
    setAlert(null);
    void onDelete?.(item);
  };

  return (
    <EducatorSection
      ref={sectionRef}
      {...rest}
      title={title}
      editable={editable}
      editing={editing}
      onEditingChange={(next) => {
        setEditing(next);
        setAlert(null);
      }}
      onAdd={onAdd}
      actions={editable && isHidden && !inEdit ? <Switch label={m.showHidden} checked={showHidden} onCheckedChange={setShowHidden} /> : null}
    >
      {visible.length ? (
        <ItemList>
          {visible.map((item) => {
            const hidden = Boolean(isHidden?.(item));
            const label = itemLabel(item);
            const pending = Boolean(isPending?.(item));
            return (
              <ItemRow key={itemKey(item)} data-hidden={String(hidden)}>
                <div data-part="content">
                  <Name>{renderItem(item)}</Name> {hidden ? <Muted>{m.hiddenSuffix}</Muted> : null}
                </div>
                {inEdit && isHidden && onToggleHidden ? (
                  <Switch label={hidden ? m.showItem(label) : m.hideItem(label)} hideLabel checked={!hidden} disabled={pending} onCheckedChange={() => void onToggleHidden(item)} />
                ) : null}
                {inEdit && onDelete ? <IconButton size="sm" aria-label={m.deleteItem(label)} icon={<TrashIcon />} disabled={pending} onClick={() => remove(item)} /> : null}
              </ItemRow>
            );
          })}
        </ItemList>
      ) : (
        <Muted>{m.sectionEmpty}</Muted>
      )}
      {alert ? <Alert role="alert">{alert}</Alert> : null}
      {children}
    </EducatorSection>
  );
}

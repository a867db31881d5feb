import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Card, EditIcon, IconButton, PlusIcon, useMessages, heading } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { tokens } from './styles';
import { profilesCatalogs } from '../messages/catalogs';

export interface EducatorSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading, also its accessible name. Required. */
  title: string;
  /** Whether the owner's edit controls show (never for visitors or in public view); default false. */
  editable?: boolean | undefined;
  /** Whether the section is in its Edit mode (Cancel, Add Item and per-item delete icons); default false. */
  editing?: boolean | undefined;
  /** Called with the requested Edit mode; a section without an Edit mode passes `onEdit` instead. Default none. */
  onEditingChange?: ((editing: boolean) => void) | undefined;
  /** Makes the Edit button open something (a dialog) instead of entering Edit mode; default none. */
  onEdit?: (() => void) | undefined;
  /** Add Item in Edit mode; default none (no Add Item button). */
  onAdd?: (() => void) | undefined;
  /** Extra controls beside the heading (e.g. the show-hidden switch); default none. */
  actions?: ReactNode | undefined;
  /** The section's content. */
  children?: ReactNode | undefined;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
`;

const Heading = styled.h2`
  ${heading}
  flex: 1 1 auto;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
`;

/**
 * One card of the educator profile: a heading, the owner's Edit control and, in Edit mode, Cancel and
 * Add Item. State shows as `data-editing`.
 */
export const EducatorSection = forwardRef<HTMLElement, EducatorSectionProps>(function EducatorSection(props, ref) {
  const { title, editable = false, editing = false, onEditingChange, onEdit, onAdd, actions, children, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const headingId = useId();
  const inEditMode = editable && editing;
  // Edit and Cancel replace each other: after a press, focus goes to the one now shown, never to the page.
  const editRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focusAfterSwitch = useRef(false);
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    (inEditMode ? cancelRef : editRef).current?.focus();
  }, [inEditMode]);
  const requestEditing = (next: boolean) => {
    focusAfterSwitch.current = true;
    onEditingChange?.(next);
  };
  return (
    <Card as="section" ref={ref} aria-labelledby={headingId} data-editing={String(inEditMode)} {...rest}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        <Tools>
          {actions}
          {inEditMode ? (
            <>
              <Button ref={cancelRef} size="sm" variant="ghost" onClick={() => requestEditing(false)}>
                {m.cancel}
              </Button>
              {onAdd ? (
                <Button size="sm" variant="outline" startIcon={<PlusIcon />} onClick={onAdd}>
                  {m.addItem}
                </Button>
              ) : null}
            </>
          ) : editable && (onEdit || onEditingChange) ? (
            <IconButton
              ref={editRef}
              size="sm"
              aria-label={m.editSection(title)}
              icon={<EditIcon />}
              onClick={() => (onEdit ? onEdit() : requestEditing(true))}
            />
          ) : null}
        </Tools>
      </Header>
      {children}
    </Card>
  );
});

import { useState, type Dispatch, type SetStateAction } from 'react';
import type { AddItemDialogProps } from './AddItemDialog';

export interface UseAddItemDraftResult<D> {
  /** The item being added. */
  draft: D;
  /** Changes the item being added. */
  setDraft: Dispatch<SetStateAction<D>>;
  /** Whether the user has tried to go on, so the form shows its messages. */
  checked: boolean;
  /** Opens the dialog (the list's Add Item). */
  openDialog: () => void;
  /** AddItemDialog's state and callbacks, to spread onto it. */
  dialog: Pick<AddItemDialogProps, 'open' | 'onOpenChange' | 'validate' | 'onReset' | 'onSave'>;
}

/**
 * The state behind a one-item AddItemDialog: whether it is open, the draft, and whether to show the form's
 * messages (only once the user tried to go on). A close, or a save, starts again from `empty`.
 */
export function useAddItemDraft<D>(
  empty: D,
  isValid: (draft: D) => boolean,
  save: (draft: D) => Promise<unknown>,
): UseAddItemDraftResult<D> {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<D>(empty);
  const [checked, setChecked] = useState(false);

  return {
    draft,
    setDraft,
    checked,
    openDialog: () => setOpen(true),
    dialog: {
      open,
      onOpenChange: setOpen,
      validate: () => {
        setChecked(true);
        return isValid(draft);
      },
      onReset: () => {
        setDraft(empty);
        setChecked(false);
      },
      onSave: () => save(draft),
    },
  };
}

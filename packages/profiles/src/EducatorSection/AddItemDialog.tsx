import { useState, type ReactNode } from 'react';
import { StepDialog, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { profilesCatalogs } from '../messages/catalogs';

export interface AddItemDialogProps {
  /** Whether the dialog is open. Required. */
  open: boolean;
  /** Called with `false` when it closes. Required. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title. Required. */
  title: string;
  /** The form step's heading. Required. */
  formTitle: string;
  /** The preview step's heading. Required. */
  previewTitle: string;
  /** The form. Required. */
  form: ReactNode;
  /** What will be saved. Required. */
  preview: ReactNode;
  /** Shows the form's messages and says whether it may go on to the preview. Required. */
  validate: () => boolean;
  /** Saves; a rejection keeps the dialog open with the error. Required. */
  onSave: () => Promise<unknown>;
  /** Clears the form (after a save and on every close). Required. */
  onReset: () => void;
}

/** The spec's add flow for a profile list: form, then preview, then Save (or Back to the form). */
export function AddItemDialog({ open, onOpenChange, title, formTitle, previewTitle, form, preview, validate, onSave, onReset }: AddItemDialogProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [step, setStep] = useState(0);
  const close = (next: boolean) => {
    if (!next) {
      setStep(0);
      onReset();
    }
    onOpenChange(next);
  };
  return (
    <StepDialog
      open={open}
      onOpenChange={close}
      title={title}
      step={step}
      onStepChange={(next) => {
        if (next > step && !validate()) return;
        setStep(next);
      }}
      submitLabel={m.save}
      onSubmit={onSave}
      steps={[
        { id: 'form', title: formTitle, content: form },
        { id: 'preview', title: previewTitle, content: preview, isPreview: true },
      ]}
    />
  );
}

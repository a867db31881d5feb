import { forwardRef, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import { Button, DeleteConfirmDialog, StepDialog, useErrorText, useMessages } from '@edupassport/ui';
import { feedMessages } from '../messages';
import { tokens } from '../PostActions/theme';
import { feedCatalogs } from '../messages/catalogs';

export interface ComposerFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the composer is open (controlled); required. */
  open: boolean;
  /** Called with false after a save, and after Cancel/Escape/close when nothing changed or the discard is confirmed; required. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. 'Create Poll'; required. */
  title: ReactNode;
  /** Step 1, the form; required unless `editSteps` is given. */
  editContent?: ReactNode | undefined;
  /** Several editing steps before the preview (the microblog's four), replacing `editContent`, `isValid` and `invalidHint`; default none. */
  editSteps?: ComposerEditStep[] | undefined;
  /** The last step, the post as it will look; required. */
  previewContent: ReactNode;
  /** Whether step 1 may continue; default true. */
  isValid?: boolean | undefined;
  /** Shown under the form while it is not valid, saying why Continue is disabled; default none. */
  invalidHint?: ReactNode | undefined;
  /** Whether anything was typed; closing then asks for confirmation; default false. */
  dirty?: boolean | undefined;
  /** Runs on Save/Update; a rejection keeps the dialog open with every input and shows the error. Required. */
  onSave: () => Promise<unknown>;
  /** Editing an existing post: the submit reads Update instead of Save; default false. */
  editing?: boolean | undefined;
  /** The submit's label when creating; default Save. */
  createLabel?: string | undefined;
  /** Called once the discard of a changed composer is confirmed (the draft is dropped); default none. */
  onDiscard?: (() => void) | undefined;
  /** A draft left by an accidentally closed composer: shows Restore draft / Start over above the form; default none. */
  draftOffer?: { onRestore: () => void; onDismiss: () => void } | null | undefined;
}

/** One editing step of a multi-step composer. */
export interface ComposerEditStep {
  /** A stable key, shown as `data-composer-step` while the step is current. */
  id: string;
  /** The step's heading. */
  title: ReactNode;
  /** The step's form. */
  content: ReactNode;
  /** Whether the step may continue. */
  isValid: boolean;
  /** Shown under the form while it is not valid, saying why Continue is disabled; default none. */
  invalidHint?: ReactNode | undefined;
}

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
  margin: 0 0 ${tokens.space['400']};
  padding: ${tokens.space['300']} ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  font-size: ${tokens.font['size-sm']};
  & > p {
    flex: 1 1 auto;
    margin: 0;
  }
`;

const Hint = styled.p`
  margin: ${tokens.space['300']} 0 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * The two-step frame of the announcement, poll and multimedia composers: step 1 edit, step 2
 * preview (or several editing steps, the microblog's, then the preview); Continue disabled until valid;
 * Back or Cancel on the preview return to the last editing step; focus moves to
 * the step heading on each change; a failed save keeps everything and shows the error; closing with
 * changes asks first.
 */
export const ComposerFrame = forwardRef<HTMLDivElement, ComposerFrameProps>(function ComposerFrame(props, ref) {
  const {
    open,
    onOpenChange,
    title,
    editContent,
    editSteps,
    previewContent,
    isValid = true,
    invalidHint,
    dirty = false,
    onSave,
    editing = false,
    createLabel,
    onDiscard,
    draftOffer,
    ...rest
  } = props;
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const errorText = useErrorText();
  const edits: ComposerEditStep[] = editSteps ?? [{ id: 'edit', title: m.composerEditStep, content: editContent, isValid, invalidHint }];
  const [step, setStep] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const saved = useRef(false);

  const requestClose = () => {
    if (saved.current || !dirty) {
      saved.current = false;
      setStep(0);
      onOpenChange(false);
      return;
    }
    setConfirming(true);
  };

  return (
    <>
      <StepDialog
        ref={ref}
        {...rest}
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        title={title}
        size="md"
        step={step}
        onStepChange={setStep}
        submitLabel={editing ? m.composerUpdate : (createLabel ?? m.composerSave)}
        submittingLabel={m.composerSaving}
        formatError={(error) => errorText(error)}
        data-composer-step={edits[step]?.id ?? 'preview'}
        previewBackTo={edits.length - 1}
        onSubmit={async () => {
          await onSave();
          saved.current = true;
        }}
        steps={[
          ...edits.map((edit, index) => ({
            id: edit.id,
            title: edit.title,
            isValid: edit.isValid,
            content: (
              <>
                {index === 0 && draftOffer ? (
                  <Offer role="status" data-part="draft-offer">
                    <p>{m.draftOffer}</p>
                    <Button size="sm" variant="outline" onClick={draftOffer.onDismiss}>
                      {m.draftDismiss}
                    </Button>
                    <Button size="sm" onClick={draftOffer.onRestore}>
                      {m.draftRestore}
                    </Button>
                  </Offer>
                ) : null}
                {edit.content}
                {!edit.isValid && edit.invalidHint ? (
                  <Hint data-part="invalid-hint" aria-live="polite">
                    {edit.invalidHint}
                  </Hint>
                ) : null}
              </>
            ),
          })),
          { id: 'preview', title: m.composerPreviewStep, isPreview: true, content: previewContent },
        ]}
      />
      <DeleteConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.discardTitle}
        description={m.discardDescription}
        confirmLabel={m.discardConfirm}
        cancelLabel={m.discardKeep}
        onConfirm={() => {
          setConfirming(false);
          setStep(0);
          onDiscard?.();
          onOpenChange(false);
        }}
      />
    </>
  );
});

/** The props every post-type composer takes. */
export interface ComposerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the composer is open (controlled); required. The form starts over on each opening. */
  open: boolean;
  /** Called with false after a save, and on close when nothing changed or the discard is confirmed; required. */
  onOpenChange: (open: boolean) => void;
  /** The post edited, preloaded into the form; default none (a new post). */
  post?: Post | null | undefined;
  /**
   * Called after a save; default none. An edit passes the post as the server now holds it (read back after the
   * update); a create passes the server's new post, or `undefined` when its answer did not hold it. The cached feed
   * lists show either way (the save writes to the query cache); a host's own list reloads then.
   */
  onSaved?: ((post: Post | undefined) => void) | undefined;
}

import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { useControllableState } from '../hooks/useControllableState';
import { useErrorText } from '../hooks/useErrorText';
import { AlertIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { overlayMessages } from '../messages/overlays';
import { heading } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { uiCatalogs } from '../messages/catalogs';

export interface StepDialogStep {
  /** A stable key for the step. */
  id: string;
  /** The step's heading, shown under "Step n of m". */
  title: ReactNode;
  /** The step's content; it stays mounted (hidden) on other steps, so what the user typed is kept. */
  content: ReactNode;
  /** `false` disables Continue (and Submit on the last step); default valid. */
  isValid?: boolean | undefined;
  /** Marks a preview step: its Back and Cancel go to `previewBackTo`; default false. */
  isPreview?: boolean | undefined;
}

export interface StepDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'description' | 'onSubmit'> {
  /** The steps, in order. Required. */
  steps: StepDialogStep[];
  /** The current step index (controlled); default uncontrolled. */
  step?: number | undefined;
  /** The step shown when the dialog opens, uncontrolled; default 0. */
  defaultStep?: number | undefined;
  /** Called with every requested step change; default none. */
  onStepChange?: ((step: number) => void) | undefined;
  /** Runs on the last step's primary button; a returned promise shows the busy state, a rejection keeps the dialog open with the error. Default none. */
  onSubmit?: (() => void | Promise<unknown>) | undefined;
  /** Called when the user abandons the flow (Cancel on the first step, the close button, Escape, the backdrop); default none. */
  onCancel?: (() => void) | undefined;
  /** Label of the last step's primary button; default `Save`. */
  submitLabel?: string | undefined;
  /** Text announced while submitting; default the ui message `saving`. */
  submittingLabel?: string | undefined;
  /** Label of the next-step button; default the ui message `continue`. */
  continueLabel?: string | undefined;
  /** Label of the previous-step button; default the ui message `back`. */
  backLabel?: string | undefined;
  /** Label of the Cancel button; default the ui message `cancel`. */
  cancelLabel?: string | undefined;
  /** Where Back and Cancel of a preview step go (the spec's "Back or Cancel returns to step 1"); default 0. */
  previewBackTo?: number | undefined;
  /** Turns a rejected submit into the text of the error area; default the error's text (`useErrorText`), else the ui message `submitFailed`. */
  formatError?: ((error: unknown) => string) | undefined;
  /** Whether a successful submit closes the dialog; default true. */
  closeOnSubmit?: boolean | undefined;
}

const StepHeading = styled.h3`
  ${heading}
  margin: 0 0 ${tokens.space['300']};
  &:focus {
    outline: none;
  }
`;

const ErrorArea = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['200']};
  margin-top: ${tokens.space['400']};
  padding: ${tokens.space['300']} ${tokens.space['400']};
  border: 1px solid ${tokens.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color.text};
  font-size: ${tokens.font['size-sm']};
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${tokens.color.danger};
  }
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

/**
 * A Dialog that walks through steps (edit then preview; wizards), with "Step n of m", Continue, Back,
 * Cancel and a submit on the last step. Every step stays mounted, so input survives going back and forth.
 * Shows `data-step` (the index) and `data-submit-state` (`idle` | `submitting` | `error`) on the dialog.
 */
export const StepDialog = forwardRef<HTMLDivElement, StepDialogProps>(function StepDialog(props, ref) {
  const {
    steps,
    step: stepProp,
    defaultStep = 0,
    onStepChange,
    onSubmit,
    onCancel,
    submitLabel,
    submittingLabel,
    continueLabel,
    backLabel,
    cancelLabel,
    previewBackTo = 0,
    formatError,
    closeOnSubmit = true,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    busy = false,
    ...dialogProps
  } = useComponentProps('StepDialog', props);
  const messages = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const baseId = useId();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [rawStep, setStep] = useControllableState({ value: stepProp, defaultValue: defaultStep, onChange: onStepChange });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRefs = useRef(new Map<number, HTMLHeadingElement>());
  const stepMoved = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const last = steps.length - 1;
  const index = Math.min(Math.max(rawStep, 0), Math.max(last, 0));
  const current = steps[index];
  const working = busy || submitting;

  // A new step is announced by moving focus to its heading; the first step gets the dialog's own first focus.
  useEffect(() => {
    if (!stepMoved.current) return;
    stepMoved.current = false;
    headingRefs.current.get(index)?.focus({ preventScroll: true });
  }, [index]);

  const goTo = (next: number) => {
    if (next === index || next < 0 || next > last) return;
    stepMoved.current = true;
    setError(null);
    setStep(next);
  };

  // Every opening starts over: an uncontrolled step and the last error belong to one visit. They are cleared once
  // the dialog is closed, not when closing is asked: a host may keep it open (a discard confirmation's Keep editing).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      setError(null);
      if (stepProp === undefined) setStep(defaultStep);
    }
    wasOpen.current = open;
  }, [open, stepProp, setStep, defaultStep]);
  const close = () => setOpen(false);

  const cancel = () => {
    if (working) return;
    onCancel?.();
    close();
  };

  const submit = async () => {
    if (working || current?.isValid === false) return;
    setError(null);
    try {
      const result = onSubmit?.();
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        setSubmitting(true);
        await result;
      }
      if (!mounted.current) return;
      setSubmitting(false);
      if (closeOnSubmit) close();
    } catch (reason) {
      if (!mounted.current) return;
      setSubmitting(false);
      setError(formatError ? formatError(reason) : errorText(reason, messages.submitFailed));
    }
  };

  const isFirst = index === 0;
  const isLast = index === last;
  const invalid = current?.isValid === false;
  const labels = {
    back: backLabel ?? messages.back,
    cancel: cancelLabel ?? messages.cancel,
    continue: continueLabel ?? messages.continue,
    submit: submitLabel ?? messages.save,
  };

  const footer = (
    <>
      {current?.isPreview ? (
        <>
          <Button variant="ghost" disabled={working} onClick={() => goTo(previewBackTo)}>
            {labels.cancel}
          </Button>
          <Spacer />
          <Button variant="outline" disabled={working} onClick={() => goTo(previewBackTo)}>
            {labels.back}
          </Button>
        </>
      ) : isFirst ? (
        <Button variant="ghost" disabled={working} onClick={cancel}>
          {labels.cancel}
        </Button>
      ) : (
        <Button variant="outline" disabled={working} onClick={() => goTo(index - 1)}>
          {labels.back}
        </Button>
      )}
      {isLast ? (
        <Button
          loading={submitting}
          loadingLabel={submittingLabel ?? messages.saving}
          disabled={invalid || (busy && !submitting)}
          onClick={submit}
        >
          {labels.submit}
        </Button>
      ) : (
        <Button disabled={invalid || working} onClick={() => goTo(index + 1)}>
          {labels.continue}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      ref={ref}
      {...dialogProps}
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      busy={working}
      description={steps.length > 1 ? messages.stepOf(index + 1, steps.length) : undefined}
      data-step={index}
      data-submit-state={submitting ? 'submitting' : error ? 'error' : 'idle'}
      footer={footer}
    >
      {steps.map((item, position) => (
        <section
          key={item.id}
          hidden={position !== index}
          aria-labelledby={`${baseId}-step-${position}`}
          data-step-id={item.id}
          data-state={position === index ? 'active' : 'inactive'}
        >
          <StepHeading
            id={`${baseId}-step-${position}`}
            tabIndex={-1}
            ref={(node) => {
              if (node) headingRefs.current.set(position, node);
              else headingRefs.current.delete(position);
            }}
          >
            {item.title}
          </StepHeading>
          {item.content}
        </section>
      ))}
      {error ? (
        <ErrorArea role="alert" data-part="error">
          <AlertIcon size={18} />
          <span>{error}</span>
        </ErrorArea>
      ) : null}
    </Dialog>
  );
});

import { forwardRef, useEffect, useRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useErrorText } from '../hooks/useErrorText';
import { AlertIcon, EditIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { locationMessages } from '../messages/location';
import { overlayMessages } from '../messages/overlays';
import { tokens } from '../theme/theme';
import { mergeRefs } from '../utils/events';
import type { UseLocationEditingResult } from './useLocationEditing';
import { uiCatalogs } from '../messages/catalogs';

/** The props both location pickers share, whatever their second list is. */
export interface LocationPickerBaseProps<V> extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'defaultValue' | 'onSubmit' | 'children'> {
  /** The selection (controlled); default uncontrolled. */
  value?: V | undefined;
  /** The selection to start with when uncontrolled; default nothing chosen. */
  defaultValue?: V | undefined;
  /** Called with the selection after every choice, Reset and Cancel; default none. */
  onValueChange?: ((value: V) => void) | undefined;
  /** Called by Submit; a rejected promise keeps the picker editing and shows its message; default none. */
  onSubmit?: ((value: V) => void | Promise<void>) | undefined;
  /** Starts read-only with an Edit button; Cancel restores the saved selection; default false. */
  lockUntilEdit?: boolean | undefined;
  /** Whether the pickers are editable (controlled); default uncontrolled. */
  editing?: boolean | undefined;
  /** Whether they start editable when uncontrolled; default `!lockUntilEdit`. */
  defaultEditing?: boolean | undefined;
  /** Called when Edit, Cancel or a successful Submit changes the mode; default none. */
  onEditingChange?: ((editing: boolean) => void) | undefined;
  /** Shows the value only, with no Edit button and no actions; default false. */
  readOnly?: boolean | undefined;
  /** Disables every field and button; default false. */
  disabled?: boolean | undefined;
  /** Shows the Reset and Submit buttons; default true. */
  showActions?: boolean | undefined;
  /** The group's visible heading (a legend); default none (name the group with aria-label then). */
  legend?: ReactNode | undefined;
  /** Marks the country as required; default false. */
  required?: boolean | undefined;
}

const Root = styled.fieldset`
  display: grid;
  gap: ${tokens.space['300']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const Legend = styled.legend`
  float: inline-start;
  width: 100%;
  padding: 0;
  margin-bottom: ${tokens.space['100']};
  font-family: ${tokens.font.heading};
  font-size: ${tokens.font['size-lg']};
  font-weight: ${tokens.font['weight-bold']};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${tokens.space['300']};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
`;

const SubmitError = styled.div`
  display: flex;
  gap: ${tokens.space['100']};
  align-items: flex-start;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
  &:empty {
    position: absolute;
  }
  & > svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/** The part of the edit cycle the frame drives: everything but the value itself. */
type FrameState = Omit<UseLocationEditingResult<unknown>, 'value' | 'setValue'>;

interface FrameProps extends Omit<LocationPickerBaseProps<unknown>, 'value' | 'defaultValue' | 'onValueChange' | 'onSubmit' | 'editing' | 'defaultEditing' | 'onEditingChange'> {
  state: FrameState;
  /** Whether Submit can run (a country is chosen). */
  canSubmit: boolean;
  children: ReactNode;
}

/**
 * The frame both pickers share: a fieldset with the fields, then Edit (while locked), or Cancel (when
 * locked before), Reset and Submit, and the reason a Submit failed.
 */
export const LocationPickerFrame = forwardRef<HTMLFieldSetElement, FrameProps>(function LocationPickerFrame(
  { state, canSubmit, children, lockUntilEdit = false, readOnly = false, disabled = false, showActions = true, legend, required: _required, ...rest },
  ref,
) {
  const m = useMessages('ui', locationMessages, uiCatalogs.loaders);
  const overlays = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const mode = readOnly ? 'readonly' : state.editing ? 'editing' : 'locked';
  const failure = state.submitError ? errorText(state.submitError, overlays.submitFailed) : null;
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // The button pressed (Edit, Cancel, Submit) disappears with the mode it belongs to: focus moves on
  // to the first box when editing starts and back to Edit when it ends, never to the page.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const root = rootRef.current;
    const target = state.editing
      ? (root?.querySelector<HTMLElement>('input:not([disabled])') ?? root?.querySelector<HTMLElement>('button:not([disabled])'))
      : root?.querySelector<HTMLElement>('[data-action="edit"]');
    target?.focus();
  }, [state.editing]);
  const withFocus = (action: () => unknown) => () => {
    moveFocus.current = true;
    void action();
  };

  return (
    <Root ref={mergeRefs(ref, rootRef)} data-state={mode} data-disabled={disabled ? '' : undefined} aria-busy={state.submitting || undefined} {...rest}>
      {legend ? <Legend>{legend}</Legend> : null}
      <Fields>{children}</Fields>
      {mode === 'locked' ? (
        <Actions>
          <Button variant="outline" data-action="edit" startIcon={<EditIcon aria-hidden="true" />} disabled={disabled} onClick={withFocus(state.edit)}>
            {m.locationEdit}
          </Button>
        </Actions>
      ) : null}
      {mode === 'editing' && (showActions || lockUntilEdit) ? (
        <Actions>
          {lockUntilEdit ? (
            <Button variant="ghost" disabled={disabled || state.submitting} onClick={withFocus(state.cancel)}>
              {overlays.cancel}
            </Button>
          ) : null}
          {showActions ? (
            <>
              <Button variant="outline" disabled={disabled || state.submitting} onClick={state.reset}>
                {m.locationReset}
              </Button>
              <Button
                disabled={disabled || !canSubmit}
                loading={state.submitting}
                loadingLabel={overlays.saving}
                onClick={lockUntilEdit ? withFocus(state.submit) : () => void state.submit()}
              >
                {m.locationSubmit}
              </Button>
            </>
          ) : null}
        </Actions>
      ) : null}
      <SubmitError role="alert" data-part="submit-error">
        {failure ? (
          <>
            <AlertIcon aria-hidden="true" />
            <span>{failure}</span>
          </>
        ) : null}
      </SubmitError>
    </Root>
  );
});

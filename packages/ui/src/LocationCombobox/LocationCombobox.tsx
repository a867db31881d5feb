import { forwardRef, useMemo, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useCombobox } from 'downshift';
import { styled } from 'styled-components';
import { ErrorState } from '../ErrorState';
import { FormField, formFieldIds, useFieldId } from '../FormField/FormField';
import { bareText, controlSurface, listboxOption, shellFocusRing } from '../FormField/styles';
import { ChevronDownIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { fieldMessages } from '../messages/fields';
import { locationMessages } from '../messages/location';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { passEscapeWhenClosed } from '../overlays/layers';
import { listboxSurface } from '../overlays/surface';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { composeEventHandlers } from '../utils/events';
import { filterLocations } from './useLocationLists';
import { uiCatalogs } from '../messages/catalogs';

/** A failure to show in place of the field: a headline, the 'Error: …' line, and a retry. */
export interface LocationComboboxError {
  title: string;
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
}

export interface LocationComboboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'placeholder' | 'disabled' | 'readOnly' | 'required' | 'id' | 'children'> {
  /** The visible label and accessible name. */
  label: string;
  /** Shown while closed and empty ('Enter Country'). */
  placeholder: string;
  /** Shown while the list is open and the text is empty ('Search countries...'). */
  searchPlaceholder: string;
  /** The names to choose from. */
  items: readonly string[];
  /** How a name reads (a stored country in the reader's language); default the name itself. The name is what is chosen. */
  itemLabel?: ((item: string) => string) | undefined;
  /** The chosen name, '' for none. */
  value: string;
  /** Called with the chosen name. */
  onValueChange: (value: string) => void;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  required?: boolean | undefined;
  /** Shows a skeleton instead of the field, announcing this label. */
  loading?: string | false | undefined;
  /** Shows an error instead of the field. */
  error?: LocationComboboxError | null | undefined;
  /** A note under the field (e.g. 'No cities found for this country'); the field is disabled when there are no items. */
  hint?: ReactNode | undefined;
  /** Highest the list grows before it scrolls (the room left in the viewport caps it further); default 300px. */
  menuMaxHeight?: string | undefined;
  id?: string | undefined;
}

const Shell = styled.div`
  ${controlSurface}
  ${shellFocusRing}
  display: flex;
  align-items: center;
  gap: ${tokens.space['100']};
  padding: 0 ${tokens.space['100']} 0 ${tokens.space['300']};
`;

const Input = styled.input`
  ${bareText}
  &[readonly] {
    cursor: default;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color['text-muted']};
  cursor: pointer;
  ${focusRing}
  & > svg {
    transition: transform ${tokens.motion.fast} ${tokens.motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul<{ $maxHeight: string }>`
  ${listboxSurface}
`;

const Option = styled.li`
  ${listboxOption}
  &[data-empty] {
    cursor: default;
    color: ${tokens.color['text-muted']};
  }
`;

/**
 * One searchable location list (WAI-ARIA editable combobox with list autocomplete, on downshift's
 * `useCombobox`): type to filter, ArrowDown/ArrowUp to move, Enter to choose, Escape to close and
 * restore. Shared by CountryCityPicker and CountryStatePicker; shows a skeleton while its list
 * loads and an error with a retry when it fails. The open list renders in a portal (`FloatingLayer`).
 */
export const LocationCombobox = forwardRef<HTMLInputElement, LocationComboboxProps>(function LocationCombobox(props, ref) {
  const { label, required = false, loading = false, error = null, readOnly = false, className, style } = props;
  const id = useFieldId(props.id);

  // A read-only field only shows its value: it needs no list, so neither a load nor a failure hides it.
  if (loading && !readOnly) {
    return (
      <FormField label={label} required={required} id={id} className={className} style={style}>
        <SkeletonGroup label={loading} data-part="loading">
          <Skeleton shape="rect" height={40} />
        </SkeletonGroup>
      </FormField>
    );
  }

  if (error && !readOnly) {
    return (
      <FormField label={label} required={required} id={id} className={className} style={style}>
        <ErrorState compact title={error.title} error={error.detail} onRetry={error.onRetry} data-part="error" />
      </FormField>
    );
  }

  return <ComboboxField {...props} id={id} inputRef={ref} />;
});

const sameName = (item: string) => item;

function ComboboxField({
  label,
  placeholder,
  searchPlaceholder,
  items,
  itemLabel = sameName,
  value,
  onValueChange,
  disabled = false,
  readOnly = false,
  required = false,
  hint,
  menuMaxHeight = '300px',
  id = '',
  loading: _loading,
  error: _error,
  className,
  style,
  inputRef,
  ...inputProps
}: LocationComboboxProps & { inputRef: Ref<HTMLInputElement> }) {
  const m = useMessages('ui', locationMessages, uiCatalogs.loaders);
  const { noMatches } = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const ids = formFieldIds(id);
  const [query, setQuery] = useState<string | null>(null);
  // Nothing to choose from: the field cannot be used, but a read-only one still just shows its value.
  const unusable = disabled || (!readOnly && items.length === 0);
  const inert = unusable || readOnly;
  // While the text is still the chosen name (just opened), the whole list shows.
  const shown = useMemo(
    () => (query === null || query === itemLabel(value) ? [...items] : filterLocations(items, query, itemLabel)),
    [items, itemLabel, query, value],
  );

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<string>({
    items: shown,
    selectedItem: value || null,
    itemToString: (item) => (item ? itemLabel(item) : ''),
    onSelectedItemChange: ({ selectedItem }) => {
      setQuery(null);
      onValueChange(selectedItem ?? '');
    },
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    stateReducer: (state, { type, changes }) => {
      if (inert && changes.isOpen) return { ...changes, isOpen: false };
      // Leaving with unfinished text puts the chosen name back rather than keeping a half-typed one.
      if ((type === useCombobox.stateChangeTypes.InputBlur || type === useCombobox.stateChangeTypes.InputKeyDownEscape) && changes.selectedItem === state.selectedItem) {
        return { ...changes, inputValue: state.selectedItem ? itemLabel(state.selectedItem) : '' };
      }
      return changes;
    },
    inputId: id,
    labelId: ids.labelId,
    menuId: `${id}-listbox`,
    toggleButtonId: `${id}-toggle`,
  });
  const position = useFloatingPosition({ open: isOpen, matchWidth: true, maxHeight: menuMaxHeight });
  // Called while closed too, as downshift expects; the list it names is in the document only while open.
  const menuProps = getMenuProps({ ref: position.setFloating }, { suppressRefError: true });

  return (
    <FormField label={label} hint={hint} required={required} disabled={unusable} readOnly={readOnly} id={id} className={className} style={style}>
      {({ controlProps, stateProps }) => (
        <div data-state={isOpen ? 'open' : 'closed'}>
          <Shell ref={position.setReference} data-part="shell" {...stateProps}>
            <Input
              {...getInputProps({
                ...inputProps,
                // Escape on a closed list keeps the choice (downshift would clear it) and closes the dialog around.
                onKeyDown: composeEventHandlers(inputProps.onKeyDown, passEscapeWhenClosed(isOpen)),
                ref: inputRef,
                ...controlProps,
                placeholder: isOpen ? searchPlaceholder : placeholder,
                disabled: unusable,
                readOnly,
              })}
            />
            {inert ? null : (
              <Toggle type="button" aria-label={m.locationShowList(label)} {...getToggleButtonProps()}>
                <ChevronDownIcon aria-hidden="true" />
              </Toggle>
            )}
          </Shell>
          <FloatingLayer open={isOpen}>
            <Menu {...menuProps} $maxHeight={menuMaxHeight} data-state="open">
              {isOpen
                ? shown.map((item, index) => (
                    <Option key={item} data-highlighted={highlightedIndex === index ? '' : undefined} {...getItemProps({ item, index })}>
                      {itemLabel(item)}
                    </Option>
                  ))
                : null}
              {isOpen && shown.length === 0 ? (
                <Option role="presentation" data-empty="">
                  {noMatches}
                </Option>
              ) : null}
            </Menu>
          </FloatingLayer>
        </div>
      )}
    </FormField>
  );
}

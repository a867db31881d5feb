import { forwardRef, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { useSelect } from 'downshift';
import { styled } from 'styled-components';
import { FormField, formFieldIds, splitFieldProps, useFieldId, type FieldBaseProps } from '../FormField/FormField';
import { controlSurface, listboxOption } from '../FormField/styles';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { useControllableState } from '../hooks/useControllableState';
import { useMessages } from '../EduProvider/context';
import { fieldMessages } from '../messages/fields';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { listboxSurface } from '../overlays/surface';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { uiCatalogs } from '../messages/catalogs';

export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = string> {
  /** What `onValueChange` reports. */
  value: V;
  /** The text shown, also matched by type-ahead. */
  label: string;
  /** Shown but not choosable; default false. */
  disabled?: boolean | undefined;
}

export interface SelectProps<V extends SelectValue = string>
  extends FieldBaseProps,
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children' | 'placeholder' | keyof FieldBaseProps> {
  /** The choices, in display order. */
  options: ReadonlyArray<SelectOption<V>>;
  /** The controlled value, `null` for none chosen; default uncontrolled. */
  value?: V | null | undefined;
  /** The starting value when uncontrolled; default `null`. */
  defaultValue?: V | null | undefined;
  /** Called with the chosen option's value; default none. */
  onValueChange?: ((value: V) => void) | undefined;
  /** Text shown while nothing is chosen; default the `selectPlaceholder` message (`Select…`). */
  placeholder?: string | undefined;
  /** Submits the value in a native form under this name (a hidden input); default none. */
  name?: string | undefined;
  /** The menu's maximum height before it scrolls (the room left in the viewport caps it further); default `280px`. */
  menuMaxHeight?: string | undefined;
}

const Toggle = styled.div`
  ${controlSurface}
  ${focusRing}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['200']} ${tokens.space['300']};
  cursor: pointer;
  user-select: none;
  text-align: start;
  &[data-readonly] {
    cursor: default;
  }
  & > svg {
    flex: none;
    color: ${tokens.color['text-muted']};
    transition: transform ${tokens.motion.fast} ${tokens.motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const ValueText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${tokens.color['text-muted']};
  }
`;

const Menu = styled.ul<{ $maxHeight: string }>`
  ${listboxSurface}
`;

const Option = styled.li`
  ${listboxOption}
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
  & > svg {
    flex: none;
    visibility: hidden;
  }
  &[aria-selected='true'] > svg {
    visibility: visible;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${tokens.color['text-muted']};
    text-decoration: line-through;
  }
`;

function SelectImpl<V extends SelectValue>(props: SelectProps<V>, ref: Ref<HTMLDivElement>) {
  const [field, own] = splitFieldProps(useComponentProps('Select', props));
  const {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    name,
    menuMaxHeight = '280px',
    className,
    style,
    ...rest
  } = own;
  const messages = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const id = useFieldId(field.id);
  const [current, setCurrent] = useControllableState<V | null>({
    value,
    defaultValue: defaultValue ?? null,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
  });
  const selectedOption = options.find((option) => option.value === current) ?? null;

  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect({
    items: options as Array<SelectOption<V>>,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    isItemDisabled: (option) => Boolean(option.disabled),
    selectedItem: selectedOption,
    // With nothing chosen, opening highlights the first choosable option (APG select-only combobox).
    ...(selectedOption ? {} : { defaultHighlightedIndex: options.findIndex((option) => !option.disabled) }),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) setCurrent(selectedItem.value);
    },
    id: `${id}-select`,
    toggleButtonId: id,
    labelId: formFieldIds(id).labelId,
    menuId: `${id}-listbox`,
  });

  const inert = Boolean(field.disabled || field.readOnly);
  const position = useFloatingPosition({ open: isOpen, matchWidth: true, maxHeight: menuMaxHeight });
  // Called while closed too, as downshift expects; the list it names is in the document only while open.
  const menuProps = getMenuProps({ ref: position.setFloating }, { suppressRefError: true });

  return (
    <FormField {...field} id={id} labelProps={getLabelProps()} className={className} style={style}>
      {({ controlProps: { disabled: _disabled, readOnly: _readOnly, ...aria }, stateProps }) => {
        // Downshift leaves its handlers off when told `disabled`; the attribute itself is not valid on a div.
        const { disabled: _inert, ...toggleProps } = getToggleButtonProps({ ...aria, ...rest, ref, disabled: inert });
        return (
          <div ref={position.setReference}>
            <Toggle
              {...toggleProps}
              {...stateProps}
              tabIndex={field.disabled ? -1 : 0}
              aria-disabled={field.disabled || undefined}
              aria-readonly={field.readOnly || undefined}
              data-state={isOpen ? 'open' : 'closed'}
            >
              <ValueText data-placeholder={selectedOption ? undefined : ''}>
                {selectedOption ? selectedOption.label : (placeholder ?? messages.selectPlaceholder)}
              </ValueText>
              <ChevronDownIcon aria-hidden="true" />
            </Toggle>
            <FloatingLayer open={isOpen}>
              <Menu {...menuProps} $maxHeight={menuMaxHeight} data-state="open">
                {isOpen
                  ? options.map((option, index) => (
                      <Option
                        key={String(option.value)}
                        {...getItemProps({ item: option, index })}
                        data-highlighted={highlightedIndex === index ? '' : undefined}
                      >
                        <CheckIcon aria-hidden="true" />
                        <span>{option.label}</span>
                      </Option>
                    ))
                  : null}
              </Menu>
            </FloatingLayer>
            {name ? <input type="hidden" name={name} value={current === null ? '' : String(current)} /> : null}
          </div>
        );
      }}
    </FormField>
  );
}

/**
 * A single-select listbox (WAI-ARIA select-only combobox, built on downshift's `useSelect`): Enter, Space or
 * ArrowDown opens it on the chosen option; arrows, Home, End, PageUp/PageDown and type-ahead move; Enter or
 * Space chooses; Escape closes. The open list renders in a portal (`FloatingLayer`) under the field, or
 * above it when there is no room below. The ref is the combobox element; `className`/`style` go to the root.
 */
export const Select = forwardRef(SelectImpl) as <V extends SelectValue = string>(
  props: SelectProps<V> & { ref?: Ref<HTMLDivElement> | undefined },
) => ReactElement | null;

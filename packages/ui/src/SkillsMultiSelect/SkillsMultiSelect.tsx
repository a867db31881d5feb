import { forwardRef, useId, useMemo, useState, type HTMLAttributes } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { styled } from 'styled-components';
import { listboxOption } from '../FormField/styles';
import { useControllableState } from '../hooks/useControllableState';
import { ChevronDownIcon, CloseIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { fieldMessages } from '../messages/fields';
import { skillsMessages } from '../messages/skills';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { passEscapeWhenClosed } from '../overlays/layers';
import { listboxSurface } from '../overlays/surface';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { Chip, SelectedChips } from './SelectedChips';
import { uiCatalogs } from '../messages/catalogs';

export interface SkillsMultiSelectProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** Every skill that can be chosen: the values stored and sent. */
  options: string[];
  /** How a value reads in the list, the chips and the remove buttons (a stored value in the reader's language); default the value itself. */
  optionLabel?: ((value: string) => string) | undefined;
  /** The chosen skills (controlled). */
  value?: string[] | undefined;
  /** The chosen skills to start with (uncontrolled); default none. */
  defaultValue?: string[] | undefined;
  /** Called with the new list after every add or remove. */
  onValueChange?: ((value: string[]) => void) | undefined;
  /** The field's label; default 'Skills'. */
  label?: string | undefined;
  /** The input's placeholder; default 'Select skills'. */
  placeholder?: string | undefined;
  /** The most skills that can be chosen; default no limit. */
  maxSelections?: number | undefined;
  /** Chips shown in the input area before '+N more'; default 3. */
  displayLimit?: number | undefined;
  /** Shows the 'Selected Skills (n):' list with remove buttons under the field; default true. */
  showSelectedList?: boolean | undefined;
  /** The selected list's heading for n choices, for a field that picks something else than skills; default 'Selected Skills (n):'. */
  selectedHeading?: ((n: number) => string) | undefined;
  /** The hint when nothing is chosen; default 'Please choose skills from above.'. */
  emptyHint?: string | undefined;
  /** An error text, wired to the input with aria-describedby. */
  error?: string | undefined;
  /** Disables the field; default false. */
  disabled?: boolean | undefined;
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const Label = styled.label`
  font-weight: ${tokens.font['weight-medium']};
`;

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
  min-height: 40px;
  padding: ${tokens.space['100']} ${tokens.space['200']};
  border: 1px solid ${tokens.color['border-strong']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  &[data-invalid] {
    border-color: ${tokens.color.danger};
  }
  &:focus-within {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1 1 120px;
  min-width: 80px;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  padding: ${tokens.space['100']};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color['text-muted']};
  cursor: pointer;
  ${focusRing}
`;

const MENU_MAX_HEIGHT = '240px';

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

// A full 24 px target around the small cross; the negative margins keep the chip as slim as the cross alone would.
const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  margin-block: -4px;
  margin-inline: 0 -8px;
  border: 0;
  padding: 0;
  border-radius: ${tokens.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

const Heading = styled.p`
  margin: ${tokens.space['200']} 0 0;
  font-weight: ${tokens.font['weight-medium']};
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

const SelectedList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const same = (value: string) => value;

/**
 * Picks several skills from a list (downshift combobox + multiple selection): type to filter,
 * arrows and Enter to add, Backspace on an empty input or Delete on a chip to remove. The input area
 * shows up to `displayLimit` chips then '+N more'; below, 'Selected Skills (n):' lists them all. The open
 * list renders in a portal (`FloatingLayer`) under the field.
 */
export const SkillsMultiSelect = forwardRef<HTMLDivElement, SkillsMultiSelectProps>(function SkillsMultiSelect(
  {
    options,
    optionLabel = same,
    value,
    defaultValue = [],
    onValueChange,
    label,
    placeholder,
    maxSelections,
    displayLimit = 3,
    showSelectedList = true,
    selectedHeading,
    emptyHint,
    error,
    disabled = false,
    ...rest
  },
  ref,
) {
  const m = useMessages('ui', skillsMessages, uiCatalogs.loaders);
  const fields = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const id = useId();
  const [selected, setSelected] = useControllableState<string[]>({ value, defaultValue, onChange: onValueChange });
  const [inputValue, setInputValue] = useState('');
  const full = maxSelections !== undefined && selected.length >= maxSelections;

  const items = useMemo(() => {
    const query = inputValue.trim().toLowerCase();
    return options.filter((option) => !selected.includes(option) && optionLabel(option).toLowerCase().includes(query));
  }, [options, optionLabel, selected, inputValue]);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<string>({
    selectedItems: selected,
    onSelectedItemsChange: ({ selectedItems }) => setSelected(selectedItems ?? []),
  });

  const { isOpen, getLabelProps, getMenuProps, getInputProps, getToggleButtonProps, getItemProps, highlightedIndex } = useCombobox<string>({
    items,
    inputValue,
    selectedItem: null,
    itemToString: (item) => (item ? optionLabel(item) : ''),
    isItemDisabled: () => full,
    stateReducer: (_state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Stay open to add several in a row.
          return { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue: nextInput }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
        case useCombobox.stateChangeTypes.InputBlur:
          if (selectedItem && !full) setSelected([...selected, selectedItem]);
          setInputValue('');
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setInputValue(nextInput ?? '');
          break;
        default:
          break;
      }
    },
  });

  const position = useFloatingPosition({ open: isOpen, matchWidth: true, maxHeight: MENU_MAX_HEIGHT });
  // Called while closed too, as downshift expects; the list it names is in the document only while open.
  const menuProps = getMenuProps({ ref: position.setFloating }, { suppressRefError: true });

  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const describedBy = [error ? errorId : null, full ? limitId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Root ref={ref} data-state={isOpen ? 'open' : 'closed'} data-disabled={disabled ? '' : undefined} {...rest}>
      <Label {...getLabelProps()}>{label ?? m.skillsLabel}</Label>
      <Field ref={position.setReference} data-invalid={error ? '' : undefined}>
        {/* With the full list below, the chips only repeat it: a screen reader meets each choice once, there. */}
        <SelectedChips items={selected} optionLabel={optionLabel} limit={displayLimit} aria-hidden={selected.length === 0 || showSelectedList || undefined} />
        <Input
          {...getInputProps(
            getDropdownProps({
              preventKeyAction: isOpen,
              // Escape on a closed list with text in the field closes the dialog around, not nothing.
              onKeyDown: passEscapeWhenClosed(isOpen),
              placeholder: placeholder ?? m.skillsPlaceholder,
              disabled,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
            }),
          )}
        />
        <Toggle type="button" aria-label={fields.showOptions} disabled={disabled} {...getToggleButtonProps()}>
          <ChevronDownIcon />
        </Toggle>
        <FloatingLayer open={isOpen}>
          <Menu {...menuProps} $maxHeight={MENU_MAX_HEIGHT}>
            {isOpen
              ? items.map((item, index) => (
                  <Option
                    key={item}
                    data-highlighted={highlightedIndex === index ? '' : undefined}
                    {...getItemProps({ item, index })}
                  >
                    {optionLabel(item)}
                  </Option>
                ))
              : null}
            {isOpen && items.length === 0 ? (
              <Option role="presentation" data-empty="">
                {fields.noMatches}
              </Option>
            ) : null}
          </Menu>
        </FloatingLayer>
      </Field>
      {full && maxSelections !== undefined ? <Hint id={limitId}>{m.maxSelections(maxSelections)}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {showSelectedList ? (
        <>
          <Heading id={`${id}-selected`}>{(selectedHeading ?? m.selectedSkills)(selected.length)}</Heading>
          {selected.length === 0 ? (
            <Hint>{emptyHint ?? m.skillsEmpty}</Hint>
          ) : (
            <SelectedList aria-labelledby={`${id}-selected`}>
              {selected.map((item, index) => (
                <li key={item}>
                  <Chip {...getSelectedItemProps({ selectedItem: item, index })}>
                    {optionLabel(item)}
                    <RemoveButton
                      type="button"
                      aria-label={m.removeItem(optionLabel(item))}
                      disabled={disabled}
                      onClick={(event) => {
                        event.stopPropagation();
                        removeSelectedItem(item);
                      }}
                    >
                      <CloseIcon size={14} />
                    </RemoveButton>
                  </Chip>
                </li>
              ))}
            </SelectedList>
          )}
        </>
      ) : null}
    </Root>
  );
});

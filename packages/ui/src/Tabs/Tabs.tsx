import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { focusElement } from '../overlays/focusable';
import { inlineArrowStep } from '../i18n/direction';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers } from '../utils/events';

export type TabsActivation = 'automatic' | 'manual';
export type TabsOrientation = 'horizontal' | 'vertical';

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The selected tab's value (controlled); default uncontrolled. */
  value?: string | undefined;
  /** The tab selected at first when uncontrolled; required then, as nothing is selected without it. */
  defaultValue?: string | undefined;
  /** Called with the value of every tab the user selects; default none. */
  onValueChange?: ((value: string) => void) | undefined;
  /** `automatic` selects a tab as the arrow keys reach it; `manual` waits for Enter or Space; default `automatic`. */
  activation?: TabsActivation | undefined;
  /** Which arrow keys move between tabs (Left/Right or Up/Down); default `horizontal`. */
  orientation?: TabsOrientation | undefined;
  children?: ReactNode | undefined;
}

interface TabsContextValue {
  value: string | undefined;
  select(value: string): void;
  activation: TabsActivation;
  orientation: TabsOrientation;
  tabId(value: string): string;
  panelId(value: string): string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>.`);
  return context;
}

const Root = styled.div`
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
  &[data-orientation='vertical'] {
    display: flex;
    gap: ${tokens.space['400']};
  }
`;

const List = styled.div`
  display: flex;
  gap: ${tokens.space['100']};
  border-bottom: 1px solid ${tokens.color.border};
  overflow-x: auto;
  &[aria-orientation='vertical'] {
    flex-direction: column;
    flex: none;
    border-bottom: 0;
    border-inline-end: 1px solid ${tokens.color.border};
    overflow-x: visible;
  }
`;

const TabButton = styled.button`
  flex: none;
  padding: ${tokens.space['200']} ${tokens.space['400']};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${tokens.color['text-muted']};
  font: inherit;
  font-size: ${tokens.font['size-md']};
  font-weight: ${tokens.font['weight-medium']};
  cursor: pointer;
  white-space: nowrap;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  &:hover:not(:disabled) {
    color: ${tokens.color.text};
  }
  &[aria-selected='true'] {
    color: ${tokens.color.primary};
    border-bottom-color: ${tokens.color.primary};
    font-weight: ${tokens.font['weight-bold']};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  [aria-orientation='vertical'] > & {
    margin: 0;
    margin-inline-end: -1px;
    border-bottom: 0;
    border-inline-end: 3px solid transparent;
    text-align: start;
  }
  [aria-orientation='vertical'] > &[aria-selected='true'] {
    border-inline-end-color: ${tokens.color.primary};
  }
  /* Forced colours paint every border, the transparent ones too: the selected tab's bar is the highlight colour. */
  @media (forced-colors: active) {
    border-color: Canvas;
    &[aria-selected='true'] {
      border-color: Highlight;
    }
  }
`;

const Panel = styled.div`
  padding: ${tokens.space['400']} 0;
  border-radius: ${tokens.radius.sm};
  ${focusRing}
  [data-orientation='vertical'] > & {
    flex: 1 1 auto;
    padding: 0;
  }
`;

const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

/**
 * Tabs (WAI-ARIA tabs pattern): a TabList of Tab buttons, each controlling a TabPanel. Arrow keys move
 * between tabs (wrapping), Home and End jump, and only the selected tab is in the Tab order.
 * State shows as `data-state` (`active` | `inactive`) on tabs and panels, and `data-orientation`.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    value: valueProp,
    defaultValue,
    onValueChange,
    activation = 'automatic',
    orientation = 'horizontal',
    children,
    ...rest
  } = useComponentProps('Tabs', props);
  const baseId = useId();
  const [value, setValue] = useControllableState<string | undefined>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((value: string | undefined) => void) | undefined,
  });
  const context: TabsContextValue = {
    value,
    select: (next) => setValue(next),
    activation,
    orientation,
    tabId: (tab) => `${baseId}-tab-${idPart(tab)}`,
    panelId: (tab) => `${baseId}-panel-${idPart(tab)}`,
  };
  return (
    <TabsContext.Provider value={context}>
      <Root ref={ref} data-orientation={orientation} {...rest}>
        {children}
      </Root>
    </TabsContext.Provider>
  );
});

export interface TabListProps extends HTMLAttributes<HTMLDivElement> {
  /** What the tabs are about, for assistive technology (e.g. "Profile sections"). Required. */
  'aria-label': string;
  children?: ReactNode | undefined;
}

/** 1 for the key that moves to the next tab, -1 the previous, 0 another key: a row follows the reading direction. */
function tabStep(key: string, orientation: 'horizontal' | 'vertical', list: Element): -1 | 0 | 1 {
  if (orientation === 'horizontal') return inlineArrowStep(key, list);
  return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
}

/** The row (or column) of tabs. */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList({ onKeyDown, children, ...rest }, ref) {
  const tabs = useTabsContext('TabList');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = enabled.indexOf(event.target as HTMLButtonElement);
    if (current < 0 || enabled.length === 0) return;
    const step = tabStep(event.key, tabs.orientation, event.currentTarget);
    let next: number;
    if (step !== 0) next = (current + step + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    else return;
    event.preventDefault();
    const target = enabled[next];
    focusElement(target);
    if (tabs.activation === 'automatic' && target?.dataset.value !== undefined) tabs.select(target.dataset.value);
  };
  return (
    <List
      ref={ref}
      role="tablist"
      aria-orientation={tabs.orientation}
      data-orientation={tabs.orientation}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      {...rest}
    >
      {children}
    </List>
  );
});

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  /** The value this tab selects; matches a TabPanel's `value`. Required. */
  value: string;
  /** Shown but not selectable, and skipped by the arrow keys; default false. */
  disabled?: boolean | undefined;
}

/** One tab; a button that selects its panel. */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab({ value, disabled = false, onClick, children, ...rest }, ref) {
  const tabs = useTabsContext('Tab');
  const selected = tabs.value === value;
  return (
    <TabButton
      ref={ref}
      type="button"
      role="tab"
      id={tabs.tabId(value)}
      aria-selected={selected}
      aria-controls={tabs.panelId(value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      onClick={composeEventHandlers(onClick, () => tabs.select(value))}
      {...rest}
    >
      {children}
    </TabButton>
  );
});

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The value of the tab that shows this panel. Required. */
  value: string;
  children?: ReactNode | undefined;
}

/** The content of one tab; hidden (but kept mounted) while another tab is selected. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel({ value, children, ...rest }, ref) {
  const tabs = useTabsContext('TabPanel');
  const selected = tabs.value === value;
  return (
    <Panel
      ref={ref}
      role="tabpanel"
      id={tabs.panelId(value)}
      aria-labelledby={tabs.tabId(value)}
      // Focusable so keyboard users can reach (and scroll) a panel that holds no controls.
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
    >
      {children}
    </Panel>
  );
});

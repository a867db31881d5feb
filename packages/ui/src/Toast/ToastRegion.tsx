import { forwardRef, useRef, type FocusEvent, type HTMLAttributes, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLanguageAttributes } from '../i18n/useLanguage';
import { styled } from 'styled-components';
import type { ToastKind } from '../EduProvider/types';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { overlayMessages } from '../messages/overlays';
import { focusElement } from '../overlays/focusable';
import { IconCloseButton } from '../overlays/IconCloseButton';
import { KEEP_ACTIVE_ATTRIBUTE } from '../overlays/keepActive';
import { useIsClient } from '../overlays/useIsClient';
import { surfaceText } from '../theme/mixins';
import { themeOverrides, tokens } from '../theme/theme';
import { useComponentProps, useEduTheme } from '../theme/useComponentProps';
import type { ToastItem, ToastStore } from './toastStore';
import { useToastStore } from './useToastStore';
import { uiCatalogs } from '../messages/catalogs';

export interface ToastRegionProps extends HTMLAttributes<HTMLElement> {
  /** The store whose toasts this region shows (see `createToastStore`). Required. */
  store: ToastStore;
  /** Where the region is portalled; default `document.body`. Also settable through the theme's default props. */
  container?: Element | null | undefined;
  /** The region's accessible name; default the ui message `notifications`. */
  label?: string | undefined;
  /** Accessible name of each toast's dismiss button; default the ui message `dismiss`. */
  dismissLabel?: string | undefined;
}

const Region = styled.section`
  /* Portalled out of the provider's element: a host's createTheme overrides are written here too. */
  ${themeOverrides}
  position: fixed;
  inset-block-end: ${tokens.space['400']};
  inset-inline-end: ${tokens.space['400']};
  z-index: ${tokens.z.toast};
  width: min(400px, calc(100vw - 2 * ${tokens.space['400']}));
  font-family: ${tokens.font.body};
  /* The empty corner of the screen stays clickable; only the toasts take the pointer. */
  pointer-events: none;
`;

const List = styled.ol`
  display: grid;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['300']} ${tokens.space['300']} ${tokens.space['300']} ${tokens.space['400']};
  ${surfaceText}
  background: ${tokens.color['surface-raised']};
  border: 1px solid ${tokens.color.border};
  border-inline-start-width: 4px;
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.lg};
  pointer-events: auto;
  &[data-kind='success'] {
    border-inline-start-color: ${tokens.color.success};
  }
  &[data-kind='error'] {
    border-inline-start-color: ${tokens.color.danger};
  }
  &[data-kind='info'] {
    border-inline-start-color: ${tokens.color.info};
  }
`;

const Message = styled.div`
  display: flex;
  flex: 1 1 auto;
  gap: ${tokens.space['200']};
  min-width: 0;
  padding-top: ${tokens.space['100']};
  & > svg {
    flex: none;
    margin-top: 3px;
  }
  [data-kind='success'] > & > svg {
    color: ${tokens.color.success};
  }
  [data-kind='error'] > & > svg {
    color: ${tokens.color.danger};
  }
  [data-kind='info'] > & > svg {
    color: ${tokens.color.info};
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: ${tokens.font['size-md']};
  font-weight: ${tokens.font['weight-bold']};
`;

const Description = styled.p`
  margin: ${tokens.space['25']} 0 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const icons: Record<ToastKind, typeof InfoIcon> = { success: CheckIcon, error: AlertIcon, info: InfoIcon };

function Toast({ item, store, dismissLabel }: { item: ToastItem; store: ToastStore; dismissLabel: string }) {
  const hovered = useRef(false);
  const focused = useRef(false);
  const sync = () => (hovered.current || focused.current ? store.pause(item.id) : store.resume(item.id));
  const Icon = icons[item.kind];

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    sync();
  };

  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    // Keep keyboard users in the region: hand focus to a neighbouring toast before this one goes.
    const self = event.currentTarget.closest('li');
    const neighbour = (self?.nextElementSibling ?? self?.previousElementSibling)?.querySelector('button');
    if (neighbour instanceof HTMLElement) focusElement(neighbour);
    store.dismiss(item.id);
  };

  return (
    <Item
      data-kind={item.kind}
      data-state={item.paused ? 'paused' : 'running'}
      onPointerEnter={() => {
        hovered.current = true;
        sync();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        sync();
      }}
      onFocus={() => {
        focused.current = true;
        sync();
      }}
      onBlur={onBlur}
    >
      {/* The live part holds only the message, so the dismiss button is not read out with it. */}
      <Message role={item.kind === 'error' ? 'alert' : 'status'} aria-atomic="true">
        <Icon size={18} />
        <div>
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
        </div>
      </Message>
      <IconCloseButton aria-label={dismissLabel} onClick={dismiss} />
    </Item>
  );
}

/**
 * The on-screen list of toasts from a `ToastStore`, portalled to the corner of the page. Success and info
 * toasts are polite status messages, errors are alerts. Hovering or focusing a toast pauses its timer.
 * It stays reachable and announced while a modal Dialog makes the rest of the page inert.
 * Each toast shows `data-kind` (`success` | `error` | `info`) and `data-state` (`running` | `paused`).
 */
export const ToastRegion = forwardRef<HTMLElement, ToastRegionProps>(function ToastRegion(props, ref) {
  const { store, container, label, dismissLabel, ...rest } = useComponentProps('ToastRegion', props);
  const messages = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const items = useToastStore(store);
  const isClient = useIsClient();
  const themeMode = useEduTheme().mode;
  const language = useLanguageAttributes();
  if (!isClient) return null;
  return createPortal(
    // Portalled out of the host's subtree: the region names the provider's mode so its tokens follow it.
    <Region data-edu-theme={themeMode} lang={language.lang} dir={language.dir} ref={ref} aria-label={label ?? messages.notifications} {...{ [KEEP_ACTIVE_ATTRIBUTE]: '' }} {...rest}>
      <List>
        {items.map((item) => (
          <Toast key={item.id} item={item} store={store} dismissLabel={dismissLabel ?? messages.dismiss} />
        ))}
      </List>
    </Region>,
    container ?? document.body,
  );
});

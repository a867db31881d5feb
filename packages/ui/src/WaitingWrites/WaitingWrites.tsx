import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { outboxMessages } from '../messages/outbox';
import { uiCatalogs } from '../messages/catalogs';
import { useWaitingWrites } from '../query/useToggleOutbox';
import { surfaceText } from '../theme/mixins';
import { t } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

export interface WaitingWritesProps extends HTMLAttributes<HTMLDivElement> {
  /** Fixed in the screen's bottom start corner (how `EduProvider persistWrites` shows it); default false: in the page's flow. */
  floating?: boolean | undefined;
}

const Root = styled.div`
  font-family: ${(p) => t(p).font.body};
  &[data-state='idle'] {
    display: contents;
  }
  &:not([data-state='idle']) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => t(p).space['200']};
    padding: ${(p) => `${t(p).space['200']} ${t(p).space['300']}`};
    ${surfaceText}
    background: ${(p) => t(p).color['surface-raised']};
    border: 1px solid ${(p) => t(p).color.border};
    border-inline-start: 4px solid ${(p) => t(p).color.info};
    border-radius: ${(p) => t(p).radius.md};
  }
  &[data-state='failed'] {
    border-inline-start-color: ${(p) => t(p).color.danger};
  }
  &[data-floating]:not([data-state='idle']) {
    position: fixed;
    inset-block-end: ${(p) => t(p).space['400']};
    inset-inline-start: ${(p) => t(p).space['400']};
    z-index: ${(p) => t(p).z.toast};
    max-width: calc(100vw - 2 * ${(p) => t(p).space['400']});
    box-shadow: ${(p) => t(p).shadow.lg};
  }
`;

const Text = styled.p`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${(p) => t(p).font['size-sm']};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => t(p).space['100']};
  &:empty {
    display: none;
  }
`;

/**
 * The signed-in user's favourites and reactions waiting to be sent (`EduProvider persistWrites`): how many wait, that
 * they are being sent, or that the server refused them, with Undo (and Try again). Empty when nothing waits; the
 * message is a polite live region, the buttons are outside it. State shows as `data-state` (`idle` | `waiting` |
 * `sending` | `failed`).
 */
export const WaitingWrites = forwardRef<HTMLDivElement, WaitingWritesProps>(function WaitingWrites(props, ref) {
  const { floating = false, ...rest } = useComponentProps('WaitingWrites', props);
  const m = useMessages('ui', outboxMessages, uiCatalogs.loaders);
  const { retry: retryLabel } = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const { waiting, failed, sending, undo, retry } = useWaitingWrites();
  const state = sending ? 'sending' : failed ? 'failed' : waiting ? 'waiting' : 'idle';
  const text =
    state === 'sending'
      ? m.changesSending
      : state === 'failed'
        ? m.changesFailed(failed)
        : state === 'waiting'
          ? m.changesWaiting(waiting)
          : '';
  return (
    <Root ref={ref} data-state={state} data-floating={floating ? '' : undefined} {...rest}>
      <Text role="status" aria-label={m.changesStatus} aria-atomic="true">
        {text}
      </Text>
      <Actions>
        {state === 'failed' ? (
          <Button size="sm" variant="outline" onClick={() => void retry()}>
            {retryLabel}
          </Button>
        ) : null}
        {state === 'failed' || state === 'waiting' ? (
          <Button size="sm" variant="ghost" onClick={() => void undo()}>
            {m.undoChanges}
          </Button>
        ) : null}
      </Actions>
    </Root>
  );
});

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { outboxMessages } from '../messages/outbox';
import { uiCatalogs } from '../messages/catalogs';
import { useWaitingWrites } from '../query/useToggleOutbox';
import { surfaceText } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

export interface WaitingWritesProps extends HTMLAttributes<HTMLDivElement> {
  /** Fixed in the screen's bottom start corner (how `EduProvider persistWrites` shows it); default false: in the page's flow. */
  floating?: boolean | undefined;
}

const Root = styled.div`
  font-family: ${tokens.font.body};
  &[data-state='idle'] {
    display: contents;
  }
  &:not([data-state='idle']) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space['200']};
    padding: ${tokens.space['200']} ${tokens.space['300']};
    ${surfaceText}
    background: ${tokens.color['surface-raised']};
    border: 1px solid ${tokens.color.border};
    border-inline-start: 4px solid ${tokens.color.info};
    border-radius: ${tokens.radius.md};
  }
  &[data-state='failed'] {
    border-inline-start-color: ${tokens.color.danger};
  }
  &[data-floating]:not([data-state='idle']) {
    position: fixed;
    inset-block-end: ${tokens.space['400']};
    inset-inline-start: ${tokens.space['400']};
    z-index: ${tokens.z.toast};
    max-width: calc(100vw - 2 * ${tokens.space['400']});
    box-shadow: ${tokens.shadow.lg};
  }
`;

const Text = styled.p`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${tokens.font['size-sm']};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['100']};
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

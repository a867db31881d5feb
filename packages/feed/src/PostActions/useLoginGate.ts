import type { KeyboardEvent, MouseEvent } from 'react';
import { useEdu, useRequireLogin } from '@edupassport/ui/headless';

/**
 * Handlers for a trigger (reaction picker, share menu) that an anonymous visitor may not open: the
 * click or opening arrow key goes to the host's login prompt and the trigger's own handler is skipped.
 */
export function useLoginGate() {
  const guard = useRequireLogin();
  const { session } = useEdu();
  return {
    guard,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!guard()) event.preventDefault();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !session.user) {
        event.preventDefault();
        guard();
      }
    },
  };
}

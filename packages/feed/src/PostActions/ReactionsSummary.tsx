import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Reaction } from '@edupassport/api-client';
import { POST_REACTION_OPTIONS, useMessages, type ReactionOption } from '@edupassport/ui/headless';
import { summarizeReactions } from '../constants';
import { actionMessages } from '../messages/actions';
import { emojiFont, tokens } from './theme';
import { feedCatalogs } from '../messages/catalogs';

export interface ReactionsSummaryProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The reactions to summarise; required. */
  reactions: ReadonlyArray<Pick<Reaction, 'reaction_type'>>;
  /** Names read aloud for the emojis; default the post reaction set (`POST_REACTION_OPTIONS`). */
  options?: readonly ReactionOption[] | undefined;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['100']};
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const Emojis = styled.span`
  display: inline-flex;
  font-family: ${emojiFont};
  font-size: ${tokens.font['size-md']};
  letter-spacing: 1px;
`;

/**
 * The reactions of a post or comment in one line: at most 3 distinct emojis (most used first), '+N' for
 * the rest and the total, read aloud as one label ('5 reactions: Heart, Trophy and 1 more').
 * Shows `data-state` (`empty` | `filled`).
 */
export const ReactionsSummary = forwardRef<HTMLSpanElement, ReactionsSummaryProps>(function ReactionsSummary(
  { reactions, options = POST_REACTION_OPTIONS, ...rest },
  ref,
) {
  const m = useMessages('feed', actionMessages, feedCatalogs.loaders);
  const { shown, overflow, total } = summarizeReactions(reactions);
  const nameOf = (emoji: string) => options.find((option) => option.emoji === emoji)?.label ?? emoji;
  const label = total === 0 ? m.noReactions : m.reactionsSummary(total, shown.map(nameOf), overflow);
  return (
    <Root ref={ref} role="img" aria-label={label} data-state={total === 0 ? 'empty' : 'filled'} {...rest}>
      {total === 0 ? null : (
        <>
          <Emojis aria-hidden="true">{shown.join('')}</Emojis>
          {overflow > 0 ? <span aria-hidden="true">{m.overflowCount(overflow)}</span> : null}
          <span aria-hidden="true">{m.reactionsTotal(total)}</span>
        </>
      )}
    </Root>
  );
});

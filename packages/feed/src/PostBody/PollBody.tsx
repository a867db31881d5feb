import type { Post } from '@edupassport/api-client';
import { Button, useMessages } from '@edupassport/ui';
import { forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import { usePoll } from '../hooks/usePoll';
import { bodyMessages } from '../messages/bodies';
import { t } from '../PostActions/theme';
import { BodyRoot, Headline, Muted } from './styles';
import type { PostBodyProps } from './types';
import { feedCatalogs } from '../messages/catalogs';

export interface PollBodyProps extends PostBodyProps {
  /** Called with the reloaded post after a vote; default none. */
  onUpdated?: ((post: Post) => void) | undefined;
}

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => t(p).space['200']};
`;

const Result = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => t(p).space['300']};
  min-height: 40px;
  padding: ${(p) => t(p).space['200']} ${(p) => t(p).space['300']};
  border: 1px solid ${(p) => t(p).color.border};
  border-radius: ${(p) => t(p).radius.md};
  background: ${(p) => t(p).color.surface};
  overflow: hidden;
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-sm']};
  color: ${(p) => t(p).color.text};
  & > :not([data-part='share']) {
    position: relative;
  }
  &[data-pending],
  &[data-mine] {
    border-color: ${(p) => t(p).color.primary};
  }
  &[data-mine] {
    box-shadow: inset 0 0 0 1px ${(p) => t(p).color.primary};
  }
  /* Forced colours drop the shadow and recolour the border: the reader's vote keeps a highlight-coloured border. */
  @media (forced-colors: active) {
    &[data-mine] {
      border-color: Highlight;
    }
  }
`;

// The share is a class per whole percent (101 at most), not a style attribute, which a strict Content Security
// Policy blocks; the server renders it as it is.
const Share = styled.span<{ $percent: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${(p) => p.$percent}%;
  background: ${(p) => t(p).color['surface-hover']};
  transition: width ${(p) => t(p).motion.normal} ${(p) => t(p).motion.easing};
  /* Forced colours paint every background the page's colour: the share becomes a highlight-coloured strip along the
     bottom, clear of the text. */
  @media (forced-colors: active) {
    inset: auto auto 0 0;
    height: 4px;
    background: Highlight;
  }
`;

const OptionLabel = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => t(p).space['200']};
  min-width: 0;
`;

const Mine = styled.span`
  padding: 0 ${(p) => t(p).space['200']};
  border-radius: ${(p) => t(p).radius.pill};
  background: ${(p) => t(p).color.primary};
  color: ${(p) => t(p).color['on-primary']};
  font-size: ${(p) => t(p).font['size-xs']};
  font-weight: ${(p) => t(p).font['weight-bold']};
`;

const OptionText = styled.span`
  font-weight: ${(p) => t(p).font['weight-medium']};
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  color: ${(p) => t(p).color.text};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => t(p).space['100']} ${(p) => t(p).space['300']};
`;

const ErrorText = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-sm']};
  color: ${(p) => t(p).color.danger};
`;

/**
 * A poll: the question, every option with its votes and share, a Vote button per option while the
 * poll is open, the time left ('Xd Yh Zm', '0d 0h 0m' once closed) and the server's error text under it. At most
 * 10 options show (the composer's limit); a note counts the ones the server sent past them.
 */
export const PollBody = forwardRef<HTMLDivElement, PollBodyProps>(function PollBody(
  { post, onUpdated, embedded = false, expanded: _expanded, ...rest },
  ref,
) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const poll = usePoll(post, { onUpdated });
  const headingId = useId();
  // An embedded poll (inside a share) shows results; voting happens on the original. A viewer who voted sees results.
  const canVote = !poll.closed && !embedded && poll.viewerVote === null;
  // A poll sent with two equal choices marks the viewer's vote once, on the first (the one the vote counted on).
  const mineIndex = poll.viewerVote === null ? -1 : poll.options.findIndex((o) => o.text === poll.viewerVote);
  return (
    <BodyRoot
      ref={ref}
      {...rest}
      data-post-type="poll"
      data-state={poll.closed ? 'closed' : poll.voting ? 'voting' : 'open'}
      aria-busy={poll.voting || undefined}
    >
      <Headline id={headingId}>{poll.post.headline}</Headline>
      <Options aria-labelledby={headingId}>
        {poll.options.map((option, index) => {
          const mine = index === mineIndex;
          const label = messages.pollOptionVotes(option.text, option.votes, option.percent);
          return (
            // Choices have no ids, and a poll may hold two of the same text: the position is the only stable key.
            <Option key={index}>
              <Result
                data-pending={poll.pendingOption === option.text ? '' : undefined}
                data-mine={mine ? '' : undefined}
                aria-label={mine ? messages.pollOptionMine(label) : label}
                role="group"
              >
                <Share data-part="share" $percent={option.percent} />
                <OptionLabel aria-hidden="true">
                  <OptionText>{option.text}</OptionText>
                  {mine ? <Mine>{messages.pollYourVote}</Mine> : null}
                </OptionLabel>
                <Count aria-hidden="true">
                  {/* Each changing part in its own element: React updates elements, never text a page translation moved. */}
                  <span>{option.percent}%</span> · <span>{messages.pollVotes(option.votes)}</span>
                </Count>
              </Result>
              {canVote ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={messages.pollVoteFor(option.text)}
                  loading={poll.pendingOption === option.text}
                  loadingLabel={messages.pollVoting}
                  disabled={poll.voting && poll.pendingOption !== option.text}
                  onClick={() => void poll.vote(option.text)}
                >
                  {messages.pollVote}
                </Button>
              ) : null}
            </Option>
          );
        })}
      </Options>
      {poll.hiddenOptions > 0 ? <Muted data-part="hidden-options">{messages.pollHiddenOptions(poll.hiddenOptions)}</Muted> : null}
      <Meta>
        <Muted>{messages.pollVotes(poll.totalVotes)}</Muted>
        {/* A poll without a length has no end, so no time left to tell. A closed poll says so with its time alone,
            '0d 0h 0m' (the spec's words at zero), and no Vote buttons: one status, not two. */}
        {poll.timeLeft ? <Muted data-part="time-left">{messages.pollTimeLeft(poll.timeLeft)}</Muted> : null}
      </Meta>
      {/* The failed vote's readable message under the poll (the server's text when it sent one). */}
      <ErrorText role="alert" data-part="error">
        {poll.error}
      </ErrorText>
    </BodyRoot>
  );
});

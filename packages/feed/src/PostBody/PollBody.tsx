import type { Post } from '@edupassport/api-client';
import { Button, useMessages } from '@edupassport/ui';
import { forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import { usePoll } from '../hooks/usePoll';
import { bodyMessages } from '../messages/bodies';
import { tokens } from '../PostActions/theme';
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
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
`;

const Result = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['300']};
  min-height: 40px;
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  overflow: hidden;
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color.text};
  & > :not([data-part='share']) {
    position: relative;
  }
  &[data-pending],
  &[data-mine] {
    border-color: ${tokens.color.primary};
  }
  &[data-mine] {
    box-shadow: inset 0 0 0 1px ${tokens.color.primary};
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
  inset-block: 0;
  inset-inline: 0 auto;
  width: ${(p) => p.$percent}%;
  background: ${tokens.color['surface-hover']};
  transition: width ${tokens.motion.normal} ${tokens.motion.easing};
  /* Forced colours paint every background the page's colour: the share becomes a highlight-coloured strip along the
     bottom, clear of the text. */
  @media (forced-colors: active) {
    inset-block: auto 0;
    height: 4px;
    background: Highlight;
  }
`;

const OptionLabel = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
  min-width: 0;
`;

const Mine = styled.span`
  padding: 0 ${tokens.space['200']};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.primary};
  color: ${tokens.color['on-primary']};
  font-size: ${tokens.font['size-xs']};
  font-weight: ${tokens.font['weight-bold']};
`;

// An option is the author's own text: its direction is its own.
const OptionText = styled.span.attrs({ dir: 'auto' })`
  font-weight: ${tokens.font['weight-medium']};
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.text};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['100']} ${tokens.space['300']};
`;

const ErrorText = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color.danger};
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
      <Headline id={headingId} dir="auto">{poll.post.headline}</Headline>
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
                  <OptionText dir="auto">{option.text}</OptionText>
                  {mine ? <Mine>{messages.pollYourVote}</Mine> : null}
                </OptionLabel>
                <Count aria-hidden="true">
                  {messages.pollOptionShare(option.percent, option.votes)}
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
        {poll.timeLeftParts ? (
          <Muted data-part="time-left">
            {messages.pollTimeLeft(messages.pollDuration(poll.timeLeftParts.days, poll.timeLeftParts.hours, poll.timeLeftParts.minutes))}
          </Muted>
        ) : null}
      </Meta>
      {/* The failed vote's readable message under the poll (the server's text when it sent one). */}
      <ErrorText role="alert" data-part="error">
        {poll.error}
      </ErrorText>
    </BodyRoot>
  );
});

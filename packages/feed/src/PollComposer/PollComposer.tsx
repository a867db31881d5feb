import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Button, IconButton, NumberField, PlusIcon, TextField, TrashIcon, useMessages } from '@edupassport/ui';
import { ComposerFrame, type ComposerProps } from '../ComposerFrame';
import { useComposerFlow } from '../hooks/useComposerFlow';
import { usePollComposer } from '../hooks/usePollComposer';
import { feedMessages } from '../messages';
import { tokens } from '../PostActions/theme';
import { feedCatalogs } from '../messages/catalogs';

export type PollComposerProps = ComposerProps;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const Choices = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.li`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space['200']};
  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const Length = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space['300']};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${tokens.space['200']};
    padding: 0;
    font-weight: ${tokens.font['weight-bold']};
  }
`;

const Question = styled.p`
  margin: 0 0 ${tokens.space['300']};
  font-family: ${tokens.font.heading};
  font-size: ${tokens.font['size-lg']};
  font-weight: ${tokens.font['weight-bold']};
  overflow-wrap: anywhere;
`;

const PreviewOptions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
  margin: 0 0 ${tokens.space['300']};
  padding: 0;
  list-style: none;
  & > li {
    padding: ${tokens.space['200']} ${tokens.space['300']};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    overflow-wrap: anywhere;
  }
`;

const PollForm = forwardRef<HTMLDivElement, PollComposerProps>(function PollForm({ onOpenChange, post, onSaved, ...rest }, ref) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const poll = usePollComposer(post);
  const flow = useComposerFlow({ postType: 'poll', post, ...poll, onSaved });
  const { values } = poll;
  const input = poll.input.post_type === 'poll' ? poll.input : null;

  const hint = [
    poll.questionValid ? null : m.pollQuestionMissing,
    poll.choicesValid ? null : m.pollChoicesMissing,
    poll.choicesDistinct ? null : m.pollChoicesDuplicate,
    poll.lengthValid ? null : m.pollLengthMissing,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ComposerFrame
      ref={ref}
      {...rest}
      open
      onOpenChange={onOpenChange}
      title={post ? m.pollEditTitle : m.pollCreateTitle}
      editing={Boolean(post)}
      isValid={poll.isValid}
      invalidHint={hint}
      dirty={poll.dirty}
      onSave={flow.onSave}
      onDiscard={flow.onDiscard}
      draftOffer={flow.draftOffer}
      editContent={
        <Fields>
          <TextField label={m.pollQuestionLabel} required value={values.question} onValueChange={poll.setQuestion} />
          <Choices data-count={values.choices.length}>
            {values.choices.map((choice, index) => (
              // Choices have no ids of their own; a removal re-labels the rest, as their numbers change too.
              <Choice key={index}>
                <TextField
                  label={m.pollChoiceLabel(index + 1)}
                  value={choice.text}
                  invalid={poll.duplicateChoices.includes(index)}
                  onValueChange={(text) => poll.setChoice(index, text)}
                />
                {poll.canRemoveChoice ? (
                  <IconButton aria-label={m.pollRemoveChoice(index + 1)} icon={<TrashIcon />} onClick={() => poll.removeChoice(index)} />
                ) : null}
              </Choice>
            ))}
          </Choices>
          {poll.canAddChoice ? (
            <div>
              <Button variant="outline" size="sm" startIcon={<PlusIcon />} onClick={poll.addChoice}>
                {m.pollAddChoice}
              </Button>
            </div>
          ) : (
            <Note data-part="max-choices">{m.pollMaxChoices}</Note>
          )}
          <Length>
            <legend>{m.pollLengthLabel}</legend>
            <NumberField label={m.pollDays} min={0} coerceInvalidToZero value={values.days} onValueChange={(v) => poll.setLength('days', v)} />
            <NumberField label={m.pollHours} min={0} max={23} coerceInvalidToZero value={values.hours} onValueChange={(v) => poll.setLength('hours', v)} />
            <NumberField
              label={m.pollMinutes}
              min={0}
              max={59}
              coerceInvalidToZero
              value={values.minutes}
              onValueChange={(v) => poll.setLength('minutes', v)}
            />
          </Length>
        </Fields>
      }
      previewContent={
        input ? (
          <div data-post-type="poll">
            <Question>{input.headline}</Question>
            <PreviewOptions>
              {input.poll_options.map((option, index) => (
                <li key={index}>{option.text}</li>
              ))}
            </PreviewOptions>
            <Note>
              {m.pollLengthSummary(m.pollLengthPreview(input.poll_length.days, input.poll_length.hours, input.poll_length.minutes))}
            </Note>
          </div>
        ) : null
      }
    />
  );
});

/**
 * Creates or edits a poll in two steps, edit then preview: a required question, 2 to 10 choices (at least 2
 * filled in), and a length in days (≥ 0), hours (0–23) and minutes (0–59), non-numeric values becoming 0.
 * Saves headline, poll_options [{text, votes}] and poll_length; an edit keeps each choice's votes.
 */
export const PollComposer = forwardRef<HTMLDivElement, PollComposerProps>(function PollComposer(props, ref) {
  return props.open ? <PollForm ref={ref} {...props} /> : null;
});

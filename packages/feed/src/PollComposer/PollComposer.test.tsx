import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockControls } from '@edupassport/api-client/mocks';
import { duplicatePollChoices, pollLengthValue, pollLengthValid } from '../hooks/usePollComposer';
import { authorPost, captureBodies, field, fill, renderComposer, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { PollComposer } from './PollComposer';

startMockBackend();

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const spin = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(name) });

describe('pollLengthValue', () => {
  it('turns non-numeric values into 0 and keeps hours and minutes in range', () => {
    expect(pollLengthValue('abc', 'days')).toBe(0);
    expect(pollLengthValue('', 'hours')).toBe(0);
    expect(pollLengthValue(null, 'minutes')).toBe(0);
    expect(pollLengthValue('-3', 'days')).toBe(0);
    expect(pollLengthValue('400', 'days')).toBe(400);
    expect(pollLengthValue('30', 'hours')).toBe(23);
    expect(pollLengthValue(75, 'minutes')).toBe(59);
    expect(pollLengthValue('12', 'hours')).toBe(12);
  });
});

describe('pollLengthValid', () => {
  it('refuses a poll of no length (0 days 0 hours 0 minutes) and takes a minute or more', () => {
    expect(pollLengthValid({ days: 0, hours: 0, minutes: 0 })).toBe(false);
    expect(pollLengthValid({ days: 0, hours: 0, minutes: 1 })).toBe(true);
    expect(pollLengthValid({ days: 0, hours: 1, minutes: 0 })).toBe(true);
    expect(pollLengthValid({ days: 2, hours: 0, minutes: 0 })).toBe(true);
  });
});

describe('duplicatePollChoices', () => {
  it('finds the choices that repeat an earlier one, trimmed and in any case; blanks repeat nothing', () => {
    expect(duplicatePollChoices([{ text: 'Tuesday' }, { text: ' tuesday ' }, { text: 'TUESDAY' }, { text: 'Friday' }])).toEqual([1, 2]);
    expect(duplicatePollChoices([{ text: '' }, { text: '  ' }, { text: 'A' }, { text: 'B' }])).toEqual([]);
  });
});

describe('PollComposer', () => {
  it('creates: question and 2 filled choices required; POSTs exactly headline, poll_options and poll_length', async () => {
    const bodies = captureBodies();
    const onSaved = vi.fn();
    const { user } = renderComposer(<PollComposer open onOpenChange={vi.fn()} onSaved={onSaved} />);
    expect(screen.getAllByRole('textbox', { name: /Choice/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove choice/ })).toBeNull();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Enter a question to continue. Fill in at least 2 choices to continue.')).toBeInTheDocument();
    await fill(user, field(/Question/), ' Which day suits the parents forum? ');
    await fill(user, field('Choice 1'), 'Tuesday');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    await fill(user, field('Choice 3'), ' Thursday ');
    expect(continueButton()).toBeEnabled();
    await user.clear(spin('Days'));
    await user.type(spin('Days'), '3');
    await user.clear(spin('Hours'));
    await user.type(spin('Hours'), '12');
    await user.click(continueButton());
    expect(screen.getByText('Poll length: 3d 12h 0m')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        call: 'POST /api/users/create-feed-post',
        body: {
          post_type: 'poll',
          headline: 'Which day suits the parents forum?',
          poll_options: [
            { text: 'Tuesday', votes: 0 },
            { text: 'Thursday', votes: 0 },
          ],
          poll_length: { days: 3, hours: 12, minutes: 0 },
        },
      },
    ]);
  });

  it('adds choices up to 10 and removes them down to 2', async () => {
    const { user } = renderComposer(<PollComposer open onOpenChange={vi.fn()} />);
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(screen.getAllByRole('textbox', { name: /Choice/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add choice' })).toBeNull();
    expect(screen.getByText('A poll has at most 10 choices.')).toBeInTheDocument();
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    expect(screen.getAllByRole('textbox', { name: /Choice/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove choice/ })).toBeNull();
  });

  it('edits: preloads the poll with its votes and PUTs exactly headline, poll_options and poll_length', async () => {
    const post = authorPost({
      post_type: 'poll',
      headline: 'Best time for the staff social?',
      content: null,
      poll_options: [
        { text: 'Friday lunch', votes: 4 },
        { text: 'Friday after school', votes: 7 },
      ],
      poll_length: { days: 2, hours: 0, minutes: 30 },
    });
    const bodies = captureBodies();
    const onSaved = vi.fn();
    const { user } = renderComposer(<PollComposer open onOpenChange={vi.fn()} post={post} onSaved={onSaved} />);
    expect(field(/Question/)).toHaveValue('Best time for the staff social?');
    expect(field('Choice 2')).toHaveValue('Friday after school');
    expect(spin('Minutes')).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    await fill(user, field('Choice 3'), 'Saturday brunch');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        call: 'PUT /api/users/posts/1000',
        body: {
          headline: 'Best time for the staff social?',
          poll_options: [
            { text: 'Friday lunch', votes: 4 },
            { text: 'Friday after school', votes: 7 },
            { text: 'Saturday brunch', votes: 0 },
          ],
          poll_length: { days: 2, hours: 0, minutes: 30 },
        },
      },
    ]);
  });

  it('keeps every input and shows the error when the save fails', async () => {
    mockControls.fail('feed.createPost', { status: 500, message: 'Could not create the poll' });
    const onSaved = vi.fn();
    const { user } = renderComposer(<PollComposer open onOpenChange={vi.fn()} onSaved={onSaved} />);
    await fill(user, field(/Question/), 'Trip destination?');
    await fill(user, field('Choice 1'), 'Science museum');
    await fill(user, field('Choice 2'), 'Botanic garden');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the poll');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/Question/)).toHaveValue('Trip destination?');
    expect(field('Choice 1')).toHaveValue('Science museum');
    expect(field('Choice 2')).toHaveValue('Botanic garden');
    expect(spin('Days')).toHaveValue('1');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

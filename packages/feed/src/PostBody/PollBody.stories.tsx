import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { apiHandlers } from '../PostActions/storyHelpers';
import { PostCard } from '../PostCard/PostCard';
import { editStoredPost, swapStoryPictures, WithStoredPost, postStoryDecorators } from '../PostCard/storyData';

/*
 * How a poll meets a real server: failed votes say why and can be sent again, a 2xx that echoes less than a whole
 * post still counts, and a poll sent without a length stays open. 1012 is the seeded poll open for another hour.
 */
const POLL = 1012;

const meta = {
  title: 'Feed/Poll',
  component: PostCard,
  decorators: postStoryDecorators,
  beforeEach: () => {
    swapStoryPictures();
  },
  // The story reads its post from the reset store; the args only satisfy the types.
  args: { post: undefined as never },
  render: () => <WithStoredPost id={POLL} render={(post) => <PostCard post={post} />} />,
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function firstOption() {
  const option = mockStore.posts.find((p) => p.id === POLL)?.poll_options[0];
  if (!option) throw new Error('no poll option');
  return option;
}

/** The option's group once the vote is counted and marked as the viewer's. */
const counted = (text: string, votes: number) => new RegExp(`^${text}: ${votes} votes?, \\d+%, your vote$`);

/** Votes, sees the failure's message under the poll, then votes again: this time it counts. */
async function failThenVoteAgain(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  const option = firstOption();
  const before = option.votes;
  const article = await canvas.findByRole('article');
  await userEvent.click(await within(article).findByRole('button', { name: `Vote for ${option.text}` }));
  await waitFor(() => expect(within(article).getByRole('alert')).toHaveTextContent(message));
  // Nothing was counted and nothing is marked: the poll is as before, and offers the vote again.
  await expect(within(article).queryByText('Your vote')).toBeNull();
  await expect(
    within(article).getByRole('group', { name: new RegExp(`^${option.text}: ${before} votes?,`) }),
  ).toBeVisible();
  await userEvent.click(within(article).getByRole('button', { name: `Vote for ${option.text}` }));
  await expect(await within(article).findByRole('group', { name: counted(option.text, before + 1) })).toBeVisible();
  await expect(within(article).getByRole('alert')).toHaveTextContent('');
}

let proxyFailures = 0;

/**
 * A vote answered 500 by a proxy's HTML page (no server text): the readable reason under the poll, never a blank, and
 * the poll can be voted in again (the second vote reaches the mock backend).
 */
export const VoteServerError: Story = {
  beforeEach: () => {
    proxyFailures = 1;
  },
  parameters: {
    msw: {
      handlers: {
        api: apiHandlers(
          http.post('*/api/users/vote-on-poll/:id', () => {
            if (proxyFailures <= 0) return undefined;
            proxyFailures -= 1;
            return new HttpResponse('<html><body>500 Internal Server Error</body></html>', {
              status: 500,
              headers: { 'Content-Type': 'text/html' },
            });
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await failThenVoteAgain(canvasElement, 'The server had a problem. Please try again later.');
  },
};

/** A vote the server refuses with its own text: that text under the poll, and the poll can be voted in again. */
export const VoteServerMessage: Story = {
  beforeEach: () => {
    mockControls.fail('posts.vote', { status: 500, message: 'Voting is paused for maintenance' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    await failThenVoteAgain(canvasElement, 'Voting is paused for maintenance');
  },
};

/** A vote lost on the network: the readable reason under the poll (never a blank), and the poll can be voted in again. */
export const VoteNetworkError: Story = {
  beforeEach: () => {
    mockControls.fail('posts.vote', { network: true }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    await failThenVoteAgain(canvasElement, 'Network error: Please check your connection and try again');
  },
};

/** A server that answers the vote 200 with the poll but without its author: the vote counts, no error, no second vote. */
export const VotePartialEcho: Story = {
  parameters: {
    msw: {
      handlers: {
        api: apiHandlers(
          http.post('*/api/users/vote-on-poll/:id', async ({ request }) => {
            const mocked = await getResponse(handlers, request);
            if (!mocked?.ok) return mocked;
            const { data } = (await mocked.json()) as { data: Record<string, unknown> };
            const { user: _user, ...partial } = data;
            return HttpResponse.json({ data: { post: partial } });
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = firstOption();
    const before = option.votes;
    const article = await canvas.findByRole('article');
    await userEvent.click(await within(article).findByRole('button', { name: `Vote for ${option.text}` }));
    await expect(await within(article).findByRole('group', { name: counted(option.text, before + 1) })).toBeVisible();
    await expect(within(article).getByRole('alert')).toHaveTextContent('');
    await expect(within(article).queryByRole('button', { name: /^Vote for / })).toBeNull();
  },
};

/** A poll the server sent without poll_length, made long ago: open (no countdown), and it can be voted in. */
export const WithoutLength: Story = {
  beforeEach: () => {
    editStoredPost(POLL, (post) => {
      post.poll_length = null;
      post.created_at = '2020-01-06T09:00:00.000Z';
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = firstOption();
    const article = await canvas.findByRole('article');
    await expect(await within(article).findByRole('button', { name: `Vote for ${option.text}` })).toBeEnabled();
    await expect(within(article).queryByText('Voting has closed')).toBeNull();
    await expect(within(article).queryByText(/^Time left:/)).toBeNull();
    await userEvent.click(within(article).getByRole('button', { name: `Vote for ${option.text}` }));
    await expect(
      await within(article).findByRole('group', { name: counted(option.text, option.votes + 1) }),
    ).toBeVisible();
  },
};

/** A poll whose time is up: one status line, 'Time left: 0d 0h 0m' (the spec's words at zero), results and no Vote. */
export const Closed: Story = {
  beforeEach: () => {
    editStoredPost(POLL, (post) => {
      post.created_at = '2020-01-06T09:00:00.000Z';
    });
  },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article');
    await expect(await within(article).findByText('Time left: 0d 0h 0m')).toBeVisible();
    // Nothing else says the poll is over a second time, in other words.
    await expect(within(article).queryByText(/closed/i)).toBeNull();
    await expect(within(article).queryByRole('button', { name: /^Vote for / })).toBeNull();
    await expect(within(article).getByRole('group', { name: new RegExp(`^${firstOption().text}: `) })).toBeVisible();
  },
};

/** A poll the API sent with 1,000 options: the first 10 with their Vote buttons, and a note for the 990 others. */
export const ThousandOptions: Story = {
  beforeEach: () => {
    editStoredPost(POLL, (post) => {
      post.poll_options = Array.from({ length: 1000 }, (_, i) => ({ text: `Choice ${i + 1}`, votes: 1 }));
    });
  },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article');
    await expect(await within(article).findByRole('button', { name: 'Vote for Choice 10' })).toBeVisible();
    await expect(within(article).getAllByRole('button', { name: /^Vote for / })).toHaveLength(10);
    await expect(within(article).queryByRole('button', { name: 'Vote for Choice 11' })).toBeNull();
    await expect(within(article).getByText('990 more choices are not shown: a poll shows at most 10.')).toBeVisible();
    // The total is the poll's own, the hidden options' votes included.
    await expect(within(article).getByText('1000 votes')).toBeVisible();
  },
};

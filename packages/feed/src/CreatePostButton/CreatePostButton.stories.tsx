import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enter, FreshStorage } from '../ComposerFrame/storyHelpers';
import { FeedView } from '../Feed';
import { useFeed } from '../hooks/useFeed';
import { CreatePostButton } from './CreatePostButton';

/** Create post above the feed: the save writes to the query cache, so each new post shows on top of the FeedView. */
function FeedWithComposer() {
  const feed = useFeed();
  return (
    <FreshStorage>
      <div style={{ maxWidth: 680, display: 'grid', gap: 16 }}>
        <div>
          <CreatePostButton />
        </div>
        <FeedView feed={feed} showSearch={false} infiniteScroll={false} />
      </div>
    </FreshStorage>
  );
}

const meta = {
  title: 'Feed/CreatePostButton',
  component: FeedWithComposer,
  parameters: { session: 'member' },
} satisfies Meta<typeof FeedWithComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADLINE = 'Free phonics workshop for parents this Thursday';

/** The menu lists the four post types, each opening its composer. */
export const PostTypes: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create post' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Announcement', 'Poll', 'Multimedia', 'Microblog']);
  },
};

/**
 * End to end: pick Announcement, write, preview, Save; the new post appears at the top of the feed. The text is
 * pasted: typing every key is the composers' keyboard stories' job, and here it was most of the story's time.
 */
export const NewAnnouncementTopsTheFeed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Announcement' }));
    const d = within(await body.findByRole('dialog', { name: 'Create Announcement' }));
    await enter(d.getByRole('textbox', { name: /Title/ }), HEADLINE);
    // The rich-text editor loads on demand: wait for it as a reader would.
    await enter(await d.findByRole('textbox', { name: /Content/ }), 'Learn how we teach reading in Reception and Year 1. Tea and biscuits from 3:30pm in the hall.');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Create Announcement' })).toBeNull());
    await waitFor(() => expect(within(canvas.getAllByRole('article')[0] as HTMLElement).getByText(HEADLINE)).toBeVisible());
  },
};

/** End to end with a poll: the new poll appears at the top of the feed (its text pasted, as above). */
export const NewPollTopsTheFeed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Poll' }));
    const d = within(await body.findByRole('dialog', { name: 'Create Poll' }));
    await enter(d.getByRole('textbox', { name: /Question/ }), 'Should we add a Saturday coding club?');
    await enter(d.getByRole('textbox', { name: 'Choice 1' }), 'Yes, every week');
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), 'Once a month');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(canvas.getAllByRole('article')[0] as HTMLElement).getByText('Should we add a Saturday coding club?')).toBeVisible(),
    );
  },
};

/** An anonymous visitor gets the login prompt instead of the menu. */
export const Anonymous: Story = {
  parameters: { session: 'anonymous' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create post' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};

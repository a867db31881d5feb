import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockStore } from '@edupassport/api-client/mocks';
import { bodyOf, FreshStorage } from '../ComposerFrame/storyHelpers';
import { must, seededPost } from '../PostActions/storyHelpers';
import { PostComposer } from './PostComposer';

/** The first seeded post of a type, so each story edits real mock data. */
function seededOfType(type: string) {
  return seededPost(must(mockStore.posts.find((p) => (p.post_type ?? 'post') === type), `a seeded ${type} post`).id);
}

function Stage({ type }: { type: string }) {
  const [post] = useState(() => seededOfType(type));
  const [open, setOpen] = useState(true);
  return (
    <FreshStorage>
      <PostComposer post={post} open={open} onOpenChange={setOpen} />
    </FreshStorage>
  );
}

const meta = {
  title: 'Feed/PostComposer',
  component: Stage,
  parameters: { session: 'postAuthor' },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PostComposer picks the editor by post_type; each story checks the dialog it opened, preloaded with the post. */
const opens = (title: string): Story['play'] =>
  async ({ canvasElement }) => {
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
  };

export const Announcement: Story = { args: { type: 'announcement' }, play: opens('Edit Announcement') };
export const Poll: Story = { args: { type: 'poll' }, play: opens('Edit Poll') };
export const Multimedia: Story = { args: { type: 'multimedia' }, play: opens('Edit Multimedia Post') };
export const Microblog: Story = { args: { type: 'microblog' }, play: opens('Edit Microblog') };
export const PlainPost: Story = { args: { type: 'post' }, play: opens('Edit Post') };

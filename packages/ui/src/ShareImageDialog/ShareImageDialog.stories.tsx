import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EduProvider } from '../EduProvider';
import { ShareIcon } from '../icons';
import type { ShareTarget } from '../share/types';
import { htmlToImageConverter, type ShareImageConverter, type ShareImageTimeouts } from './shareImageCore';
import { ShareImageDialog } from './ShareImageDialog';
import { brokenPicture, storyTargets } from './storyTargets';

/** Share links on the posters are built on the production origin. */
const ORIGIN = 'https://edupassport.io';

interface HarnessProps {
  /** Builds the target from the freshly seeded mock store (stories render after each reset). */
  target: () => ShareTarget;
  /** Spied navigation of the nested provider ('Open Instagram'). */
  navigate: (url: string, options?: { newTab?: boolean }) => void;
  /** Called when the dialog opens or closes. */
  onOpenChange: (open: boolean) => void;
  converter?: ShareImageConverter;
  timeouts?: Partial<ShareImageTimeouts>;
}

/** The Instagram option of the share dialog opens this dialog; here it starts open, as after that click. */
function Harness({ target, navigate, onOpenChange, converter, timeouts }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [shared] = useState(target);
  return (
    <EduProvider origin={ORIGIN} navigate={navigate}>
      <Button variant="outline" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        Share to Instagram
      </Button>
      <ShareImageDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        target={shared}
        converter={converter}
        timeouts={timeouts}
      />
    </EduProvider>
  );
}

const meta = {
  title: 'UI/ShareImageDialog',
  component: Harness,
  args: { target: storyTargets.job, navigate: fn(), onOpenChange: fn() },
  argTypes: { target: { control: false }, converter: { control: false } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the generated PNG: the progress shows first, then the preview and an enabled Download. */
async function expectGenerated(canvasElement: HTMLElement, type: ShareTarget['type'], alt: string) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share to Instagram' });
  const view = within(dialog);
  const preview = await view.findByRole('img', { name: alt });
  await expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  // The PNG decodes at twice the poster's size.
  await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(1712));
  await expect((preview as HTMLImageElement).naturalHeight).toBe(3704);
  const download = view.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', `share-${type}.png`);
  await expect(download).toHaveAttribute('href', preview.getAttribute('src'));
  await expect(view.getByRole('status')).toHaveTextContent('');
  return { view, dialog };
}

/** A job: 'Check this out!' with the school's logo; the progress shows, then the PNG, Download and Open Instagram. */
export const Job: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share to Instagram' });
    const view = within(dialog);
    await expect(view.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(view.getByRole('status')).toHaveTextContent(
      /^(Initializing|Loading image resources|Loading background|Final check|Generating share image)$/,
    );
    await expectGenerated(canvasElement, 'job', 'Share poster of this job');
    await expect(dialog.querySelector('[data-type="job"]')).toHaveTextContent('Check this out!');
    await userEvent.click(view.getByRole('button', { name: 'Open Instagram' }));
    await expect(args.navigate).toHaveBeenCalledWith('https://www.instagram.com/', { newTab: true });
  },
};

/** An event: 'Upcoming EDU Event!' with its cover, loaded through the image proxy. */
export const Event: Story = {
  args: { target: storyTargets.event },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'event', 'Share poster of this event');
    const poster = dialog.querySelector('[data-type="event"]');
    await expect(poster).toHaveTextContent('Upcoming EDU Event!');
    await expect(poster?.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/api/proxy/image?url='));
    await expect(poster?.querySelector('img')).toHaveAttribute('data-share-image-state', 'loaded');
  },
};

/** A deal: 'Be Part of This Awesome Event!' (the spec's heading) with the deal's photo. */
export const Deal: Story = {
  args: { target: storyTargets.deal },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'deal', 'Share poster of this deal');
    await expect(dialog.querySelector('[data-type="deal"]')).toHaveTextContent('Be Part of This Awesome Event!');
  },
};

/** An educator profile: 'Look into this profile' with banner, portrait, summary and skills. */
export const Profile: Story = {
  args: { target: storyTargets.profile },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'profile', 'Share poster of this educator profile');
    await expect(dialog.querySelector('[data-type="profile"]')).toHaveTextContent('Look into this profile');
  },
};

/** A business profile uses the profile's heading. */
export const BusinessProfile: Story = {
  args: { target: storyTargets.business_profile },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'business_profile', 'Share poster of this business profile');
    await expect(dialog.querySelector('[data-type="business_profile"]')).toHaveTextContent('Look into this profile');
  },
};

/** A post: 'Look at this post!' with the author and the post's picture. */
export const Post: Story = {
  args: { target: storyTargets.post },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'post', 'Share poster of this post');
    await expect(dialog.querySelector('[data-type="post"]')).toHaveTextContent('Look at this post!');
  },
};

/** The event's cover is broken: the poster still generates, with the placeholder where the cover was. */
export const BrokenImage: Story = {
  args: {
    target: () => {
      const target = storyTargets.event();
      return target.type === 'event' ? { ...target, event: { ...target.event, event_cover_image: brokenPicture() } } : target;
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'event', 'Share poster of this event');
    const frame = dialog.querySelector('[data-type="event"] [data-share-image-frame]');
    await expect(frame).toHaveAttribute('data-share-image-state', 'failed');
    await expect(frame).toHaveTextContent('EDU');
  },
};

/** A post whose picture is broken: per the spec the picture is removed from the poster. */
export const BrokenPostImage: Story = {
  args: {
    target: () => {
      const target = storyTargets.post();
      return target.type === 'post' ? { ...target, post: { ...target.post, cover_image: brokenPicture() } } : target;
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await expectGenerated(canvasElement, 'post', 'Share poster of this post');
    const frame = dialog.querySelector('[data-type="post"] [data-kind="cover"]');
    await expect(frame).toHaveAttribute('data-share-image-state', 'removed');
    await expect(frame).not.toBeVisible();
  },
};

/** The conversion fails: the spec's toast, the failure in the dialog with a retry, and no Download. */
export const ConversionFails: Story = {
  args: { converter: () => Promise.reject(new Error('Canvas exceeds the memory limit')) },
  play: async ({ canvasElement }) => {
    const failed = 'Failed to create share image. Please try again.';
    const view = within(await body(canvasElement).findByRole('dialog', { name: 'Share to Instagram' }));
    await expect(await view.findByText(failed)).toBeVisible();
    // The toast lives outside the dialog, in the provider's region.
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(2));
    await expect(view.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

let attempts = 0;

/** The first conversion fails; 'Try again' in the dialog generates the image. */
export const RetryAfterFailure: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    target: storyTargets.deal,
    converter: (node, options) => (++attempts === 1 ? Promise.reject(new Error('Out of memory')) : htmlToImageConverter(node, options)),
  },
  play: async ({ canvasElement }) => {
    const view = within(await body(canvasElement).findByRole('dialog', { name: 'Share to Instagram' }));
    await userEvent.click(await view.findByRole('button', { name: 'Try again' }));
    await expectGenerated(canvasElement, 'deal', 'Share poster of this deal');
    await expect(attempts).toBe(2);
  },
};

/** The conversion never ends: after the conversion timeout (shortened here from 10 s) the toast shows. */
export const ConversionTimesOut: Story = {
  args: { converter: () => new Promise<Blob>(() => undefined), timeouts: { conversion: 800 } },
  play: async ({ canvasElement }) => {
    const view = within(await body(canvasElement).findByRole('dialog', { name: 'Share to Instagram' }));
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Generating share image'));
    await waitFor(() => expect(screen.getAllByText('Failed to create share image. Please try again.')).toHaveLength(2), { timeout: 5000 });
  },
};

/** Closing while the image is being generated cancels it: no toast, no image, and reopening starts over. */
export const AbortOnClose: Story = {
  args: { converter: () => new Promise<Blob>(() => undefined), timeouts: { conversion: 600 } },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const view = within(await page.findByRole('dialog', { name: 'Share to Instagram' }));
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Generating share image'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Reopened, a new run starts and times out after the first one would have: only its own failure shows (in the
    // dialog and one toast), none from the cancelled run.
    await userEvent.click(page.getByRole('button', { name: 'Share to Instagram' }));
    const reopened = within(await page.findByRole('dialog', { name: 'Share to Instagram' }));
    await expect(await reopened.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(screen.getAllByText('Failed to create share image. Please try again.')).toHaveLength(2);
  },
};

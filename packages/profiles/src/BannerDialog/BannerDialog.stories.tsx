import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserProfile } from '@edupassport/api-client';
import { mockControls } from '@edupassport/api-client/mocks';
import { BANNER_COMPRESSION, CROP_ASPECTS } from '@edupassport/ui';
import { BannerDialog } from './BannerDialog';
import { MEMBER_ID, storyUser } from '../EducatorSection/storyUsers';
import { breakCanvasEncoding, corruptPng, cropAndPreview, fairBanner, findConfirm, findDialog, pickFile, textFile } from '../ProfileHero/storyImages';

/** The second seeded educator has no banner. */
const NO_BANNER_ID = 2;

const meta = {
  title: 'Profiles/BannerDialog',
  component: BannerDialog,
  args: { defaultOpen: true, user: storyUser(MEMBER_ID), onSaved: fn(), onSaveFailed: fn(), onOpenChange: fn() },
  // The user is read after the story's reset, so a story that changed the store starts clean.
  render: (args) => <BannerDialog {...args} user={storyUser(args.user.id as number)} />,
  loaders: [async () => ({ banner: await fairBanner() })],
} satisfies Meta<typeof BannerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (loaded: Record<string, unknown>) => loaded.banner as File;
const savedUser = (onSaved: unknown) => (onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as UserProfile;

/** The owner opens the dialog: their current banner, 'Remove Banner' and 'Change Banner'. */
export const CurrentBanner: Story = {
  play: async () => {
    const dialog = await findDialog('Banner');
    await expect(within(dialog).getByRole('img', { name: 'Current banner of Amara Okafor' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Remove Banner' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Change Banner' })).toBeEnabled();
    await expect(within(dialog).getByText(/compressed to 0.5 MB and 1920 px/)).toBeVisible();
  },
};

/** The banner upload links the media approval policy at /policies (issue 21 r). */
export const MediaPolicy: Story = {
  play: async () => {
    const dialog = within(await findDialog('Banner'));
    const policy = dialog.getByRole('link', { name: 'Media approval policy' });
    await expect(policy).toBeVisible();
    await expect(policy).toHaveAttribute('href', '/policies');
  },
};

/**
 * The whole flow: a 2400 x 900 photo of several MB is compressed to 0.5 MB / 1920 px before the 6.34 crop,
 * previewed, and saved: 'Background image updated successfully', and the reloaded user has the new banner.
 */
export const ChangeBanner: Story = {
  play: async ({ args, loaded }) => {
    const dialog = await findDialog('Banner');
    const file = banner(loaded);
    await expect(file.size).toBeGreaterThan(BANNER_COMPRESSION.maxBytes);
    await pickFile(dialog, file);
    const preview = await cropAndPreview('Crop your banner', dialog, 'New banner');
    await expect(Math.max(preview.naturalWidth, preview.naturalHeight)).toBeLessThanOrEqual(BANNER_COMPRESSION.maxDimension);
    await expect(Math.abs(preview.naturalWidth / preview.naturalHeight - CROP_ASPECTS.banner)).toBeLessThan(0.05);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Background image updated successfully')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(savedUser(args.onSaved).banner_picture).toMatch(/^\/uploads\/pictures\/.+spring-open-day\.jpg$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Banner' })).not.toBeInTheDocument());
  },
};

/** Back from the preview reopens the cropper with the same (compressed) image. */
export const BackToCrop: Story = {
  play: async ({ loaded }) => {
    const dialog = await findDialog('Banner');
    await pickFile(dialog, banner(loaded));
    await cropAndPreview('Crop your banner', dialog, 'New banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const crop = await findDialog('Crop your banner');
    await expect(await within(crop).findByRole('application', { name: 'Crop area' })).toBeVisible();
  },
};

/** A file that is not an image: 'Please upload an image file', and no cropper. */
export const NotAnImage: Story = {
  play: async () => {
    const dialog = await findDialog('Banner');
    await pickFile(dialog, textFile());
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please upload an image file');
    await expect(screen.queryByRole('dialog', { name: 'Crop your banner' })).not.toBeInTheDocument();
  },
};

/** The picker was closed without a file: 'No file selected'. */
export const NoFileSelected: Story = {
  play: async () => {
    const dialog = await findDialog('Banner');
    await pickFile(dialog, null);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No file selected');
  },
};

/** A photo that says it is a PNG but is corrupt: the compressor cannot read it, 'Failed to process image'. */
export const CorruptImage: Story = {
  play: async () => {
    const dialog = await findDialog('Banner');
    await pickFile(dialog, corruptPng());
    await expect(await within(dialog).findByText('Failed to process image')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Change Banner' })).toBeEnabled();
  },
};

/** The browser cannot encode the smaller copy: 'Failed to compress image', before any crop. */
export const CompressionFails: Story = {
  play: async ({ loaded }) => {
    const dialog = await findDialog('Banner');
    const restore = breakCanvasEncoding();
    try {
      await pickFile(dialog, banner(loaded));
      await expect(await within(dialog).findByText('Failed to compress image')).toBeVisible();
    } finally {
      restore();
    }
    await expect(screen.queryByRole('dialog', { name: 'Crop your banner' })).not.toBeInTheDocument();
  },
};

/** The crop cannot be encoded: 'Failed to crop image' in the cropper, which stays open to try again. */
export const CropFails: Story = {
  play: async ({ loaded }) => {
    const dialog = await findDialog('Banner');
    await pickFile(dialog, banner(loaded));
    const crop = await findDialog('Crop your banner');
    await within(crop).findByRole('application', { name: 'Crop area' });
    const restore = breakCanvasEncoding();
    try {
      await userEvent.click(within(crop).getByRole('button', { name: 'Apply' }));
      await expect(await within(crop).findByText('Failed to crop image')).toBeVisible();
    } finally {
      restore();
    }
    await expect(within(crop).getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/**
 * The upload fails: 'Failed to update background image' (toast and in the dialog, with the server's
 * reason); the dialog stays open on the preview with the chosen image, and the page clears its banner.
 */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateBanner', { status: 503, message: 'The media service is unavailable' });
  },
  play: async ({ args, loaded }) => {
    const dialog = await findDialog('Banner');
    await pickFile(dialog, banner(loaded));
    await cropAndPreview('Crop your banner', dialog, 'New banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Failed to update background image'));
    await expect(alert).toHaveTextContent(/The media service is unavailable/);
    await expect(within(dialog).getByRole('img', { name: 'New banner' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onSaveFailed).toHaveBeenCalledTimes(1);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Remove Banner asks first, then sends null: 'Background image removed successfully'. */
export const RemoveBanner: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Banner' }));
    const confirm = await findConfirm('Remove Banner');
    await expect(within(confirm).getByText(/remove your banner/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(await screen.findByText('Background image removed successfully')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(savedUser(args.onSaved).banner_picture).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Removing fails: 'Failed to remove background image', and the confirmation stays open with it. */
export const RemoveFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateBanner', { network: true });
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Banner' }));
    const confirm = await findConfirm('Remove Banner');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(await within(confirm).findByText('Failed to remove background image')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** No banner yet: the gradient note, and nothing to remove. */
export const NoBannerYet: Story = {
  args: { user: storyUser(NO_BANNER_ID) },
  play: async () => {
    const dialog = await findDialog('Banner');
    await expect(within(dialog).getByText(/No banner yet/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Remove Banner' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserProfile } from '@edupassport/api-client';
import { mockControls, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { ProfilePictureDialog } from './ProfilePictureDialog';
import { MEMBER_ID, storyUser } from '../EducatorSection/storyUsers';
import { corruptPng, cropAndPreview, findConfirm, findDialog, pickFile, portrait, textFile } from '../ProfileHero/storyImages';

/** The fourth seeded educator has no picture. */
const NO_PICTURE_ID = 4;

const meta = {
  title: 'Profiles/ProfilePictureDialog',
  component: ProfilePictureDialog,
  args: { defaultOpen: true, user: storyUser(MEMBER_ID), onSaved: fn(), onSaveFailed: fn(), onOpenChange: fn() },
  render: (args) => <ProfilePictureDialog {...args} user={storyUser(args.user.id as number)} />,
  loaders: [async () => ({ photo: await portrait() })],
} satisfies Meta<typeof ProfilePictureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (loaded: Record<string, unknown>) => loaded.photo as File;
const savedUser = (onSaved: unknown) => (onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as UserProfile;

/** The current picture with 'Delete Photo' and 'Change Photo'. */
export const CurrentPhoto: Story = {
  play: async () => {
    const dialog = await findDialog('Profile Picture');
    await expect(within(dialog).getByRole('img', { name: 'Amara Okafor' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete Photo' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Change Photo' })).toBeEnabled();
    // The first focus is on Change, not on the destructive Delete.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Change Photo' })).toHaveFocus());
  },
};

/** The picture upload links the media approval policy at /policies (issue 21 r). */
export const MediaPolicy: Story = {
  play: async () => {
    const dialog = within(await findDialog('Profile Picture'));
    const policy = dialog.getByRole('link', { name: 'Media approval policy' });
    await expect(policy).toBeVisible();
    await expect(policy).toHaveAttribute('href', '/policies');
  },
};

/** Change Photo: a round square crop, the preview, Save: 'Profile picture updated successfully'. */
export const ChangePhoto: Story = {
  play: async ({ args, loaded }) => {
    const dialog = await findDialog('Profile Picture');
    await pickFile(dialog, photo(loaded));
    const preview = await cropAndPreview('Crop your photo', dialog, 'New profile picture');
    await expect(preview.naturalWidth).toBe(preview.naturalHeight);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Profile picture updated successfully')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(savedUser(args.onSaved).profile_picture).toMatch(/^\/uploads\/pictures\/.+amara-portrait\.jpg$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile Picture' })).not.toBeInTheDocument());
  },
};

/** Delete Photo asks first; confirming removes it: 'Profile picture removed successfully'. */
export const DeletePhoto: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Profile Picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Photo' }));
    const confirm = await findConfirm('Delete Photo');
    // The safe choice has the focus.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Profile picture removed successfully')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(savedUser(args.onSaved).profile_picture).toBeUndefined();
  },
};

/** Cancel in the confirmation keeps the picture and the dialog. */
export const DeleteCancelled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Profile Picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Photo' }));
    const confirm = await findConfirm('Delete Photo');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('img', { name: 'Amara Okafor' })).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Deleting fails: 'Failed to remove profile picture', shown in the confirmation, which stays open. */
export const DeleteFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateProfilePicture', { status: 500, message: 'Server error' });
  },
  play: async () => {
    const dialog = await findDialog('Profile Picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Photo' }));
    const confirm = await findConfirm('Delete Photo');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await within(confirm).findByText('Failed to remove profile picture')).toBeVisible();
  },
};

/** Saving fails: 'Failed to update profile picture' with the reason; the preview and the photo stay. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateProfilePicture', { status: 413, message: 'The picture is too large for the server' });
  },
  play: async ({ args, loaded }) => {
    const dialog = await findDialog('Profile Picture');
    await pickFile(dialog, photo(loaded));
    await cropAndPreview('Crop your photo', dialog, 'New profile picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Failed to update profile picture'));
    await expect(alert).toHaveTextContent(/too large for the server/);
    await expect(within(dialog).getByRole('img', { name: 'New profile picture' })).toBeVisible();
    await expect(args.onSaveFailed).toHaveBeenCalledTimes(1);
  },
};

/** Only images: a text file gives 'Please upload an image file'. */
export const NotAnImage: Story = {
  play: async () => {
    const dialog = await findDialog('Profile Picture');
    await pickFile(dialog, textFile());
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please upload an image file');
  },
};

/** A corrupt photo: 'Failed to process image', before any cropper opens. */
export const CorruptPhoto: Story = {
  play: async () => {
    const dialog = await findDialog('Profile Picture');
    await pickFile(dialog, corruptPng());
    await expect(await within(dialog).findByText('Failed to process image')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Crop your photo' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Change Photo' })).toBeEnabled();
  },
};

/** No picture yet: initials, the note, and nothing to delete. */
export const NoPhotoYet: Story = {
  args: { user: storyUser(NO_PICTURE_ID) },
  play: async () => {
    const dialog = await findDialog('Profile Picture');
    await expect(within(dialog).getByText(/No profile picture yet/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete Photo' })).toBeDisabled();
  },
};

/** A business logo: a square frame and a square crop. */
export const BusinessLogo: Story = {
  args: { user: storyUser(MOCK_USER_IDS.businessOwner), shape: 'square', name: 'Greenfield Academy' },
  parameters: { session: 'businessOwner' },
  play: async ({ loaded }) => {
    const dialog = await findDialog('Profile Picture');
    await expect(within(dialog).getByRole('img', { name: 'Greenfield Academy' })).toBeVisible();
    await pickFile(dialog, photo(loaded));
    const crop = await findDialog('Crop your photo');
    await within(crop).findByRole('application', { name: 'Crop area' });
    await expect(crop.querySelector('.reactEasyCrop_CropAreaRound')).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await findDialog('Profile Picture')).toBeVisible();
  },
};

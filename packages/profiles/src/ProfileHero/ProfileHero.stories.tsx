import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserProfile } from '@edupassport/api-client';
import { mockControls, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { Button } from '@edupassport/ui';
import { ProfileHero, type ProfileHeroProps } from './ProfileHero';
import { FULL_EDUCATOR_ID, MEMBER_ID, storyUser } from '../EducatorSection/storyUsers';
import { cropAndPreview, fairBanner, findConfirm, findDialog, pickFile } from './storyImages';

/** The eighth seeded educator has neither a picture nor a banner. */
const NO_IMAGES_ID = 8;

/** The hero as a page uses it: the user in state, updated by the dialogs; a heading and a summary beside the avatar. */
function HeroHarness({ user: initial, onUserChange, ...props }: ProfileHeroProps) {
  // Read after the story's reset, so a story that changed the store starts clean.
  const [user, setUser] = useState<UserProfile>(() => ({ ...storyUser(initial.id as number), ...initial }));
  const name = props.name ?? user.full_name;
  return (
    <ProfileHero
      {...props}
      user={user}
      onUserChange={(next) => {
        setUser(next);
        onUserChange?.(next);
      }}
    >
      <div style={{ flex: '1 1 240px', minWidth: 0, paddingTop: 12 }}>
        <h1 style={{ margin: 0, fontSize: 28, overflowWrap: 'anywhere' }}>{name}</h1>
        <p style={{ margin: '4px 0 0', color: 'var(--edu-color-text-muted)' }}>{user.business_profile?.company_tagline || user.summary}</p>
      </div>
      <Button variant="outline">Share profile</Button>
    </ProfileHero>
  );
}

const meta = {
  title: 'Profiles/ProfileHero',
  component: ProfileHero,
  args: { user: storyUser(MEMBER_ID), editable: true, onUserChange: fn() },
  render: (args) => <HeroHarness {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileHero>;

export default meta;
type Story = StoryObj<typeof meta>;

const hero = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region');

/** The educator on their own profile: banner, round avatar, and the two edit buttons, reachable by keyboard. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Amara Okafor' })).toHaveAttribute('data-shape', 'circle');
    await expect(canvas.getByRole('img', { name: "Amara Okafor's banner" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit banner' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit banner' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit profile picture' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findDialog('Profile Picture')).toBeVisible();
  },
};

/** A visitor (or the owner's public view): the same hero without any edit control. */
export const Visitor: Story = {
  args: { user: storyUser(FULL_EDUCATOR_ID), editable: false },
  parameters: { session: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hero(canvasElement)).not.toHaveAttribute('data-editable');
    await expect(canvas.queryByRole('button', { name: 'Edit banner' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit profile picture' })).toBeNull();
  },
};

/** The business page: a square logo; the owner edits both images. */
export const BusinessOwner: Story = {
  args: { user: storyUser(MOCK_USER_IDS.businessOwner), name: 'Greenfield Academy', bannerAlt: 'Greenfield Academy banner', shape: 'square' },
  parameters: { session: 'businessOwner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Greenfield Academy' })).toHaveAttribute('data-shape', 'square');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit banner' }));
    await expect(await findDialog('Banner')).toBeVisible();
  },
};

/** Neither image yet: the gradient banner and the initials. */
export const NoImages: Story = {
  args: { user: storyUser(NO_IMAGES_ID) },
  play: async ({ canvasElement }) => {
    await expect(hero(canvasElement)).toHaveAttribute('data-banner', 'none');
    await expect(within(canvasElement).queryByRole('img', { name: /banner/ })).toBeNull();
  },
};

/** Broken images: the banner falls back to the gradient, the avatar to the initials. */
export const BrokenImages: Story = {
  args: { user: { ...storyUser(MEMBER_ID), banner_picture: '/missing/banner.jpg', profile_picture: '/missing/avatar.jpg' }, editable: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('img', { name: "Amara Okafor's banner" })).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[data-part="avatar"] img')).toBeNull());
  },
};

/** The owner opens the banner dialog over a broken banner: the current banner's frame names it, so the owner sees there is one to replace or remove. */
export const OwnerBrokenBannerInDialog: Story = {
  args: { user: { ...storyUser(MEMBER_ID), banner_picture: '/missing/banner.jpg' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit banner' }));
    const dialog = within(await findDialog('Banner'));
    const current = () => dialog.getByRole('img', { name: 'Current banner of Amara Okafor' });
    await waitFor(() => expect(current()).toHaveAttribute('data-state', 'placeholder'));
    await expect(current()).toBeVisible();
    await expect(dialog.getByText('Current banner of Amara Okafor')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Banner' })).toBeEnabled();
  },
};

/** A very long name wraps beside the avatar. */
export const LongName: Story = {
  args: {
    user: { ...storyUser(MEMBER_ID), full_name: 'Amara Chiamaka Okafor-Whitfield de la Cruz Montgomery-Adebayo' },
    editable: false,
  },
};

/** The owner changes the banner end to end: the hero shows the new one. */
export const OwnerChangesBanner: Story = {
  loaders: [async () => ({ banner: await fairBanner() })],
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole<HTMLImageElement>('img', { name: "Amara Okafor's banner" }).src;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit banner' }));
    const dialog = await findDialog('Banner');
    await pickFile(dialog, loaded.banner as File);
    await cropAndPreview('Crop your banner', dialog, 'New banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Banner' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole<HTMLImageElement>('img', { name: "Amara Okafor's banner" }).src).not.toBe(before));
    await expect(canvas.getByRole<HTMLImageElement>('img', { name: "Amara Okafor's banner" }).src).toMatch(/\/uploads\/pictures\/.+spring-open-day\.jpg$/);
    await expect(args.onUserChange).toHaveBeenCalledTimes(1);
  },
};

/** A failed banner save clears the banner; the dialog keeps the chosen image to try again. */
export const BannerSaveFailsClearsBanner: Story = {
  loaders: [async () => ({ banner: await fairBanner() })],
  beforeEach: () => {
    mockControls.fail('users.updateBanner', { status: 500, message: 'Upload failed' });
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit banner' }));
    const dialog = await findDialog('Banner');
    await pickFile(dialog, loaded.banner as File);
    await cropAndPreview('Crop your banner', dialog, 'New banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Failed to update background image')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'New banner' })).toBeVisible();
    await waitFor(() => expect(hero(canvasElement)).toHaveAttribute('data-banner', 'none'));
  },
};

/** The owner deletes the picture: the hero shows the initials. */
export const OwnerDeletesPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="avatar"] img')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile picture' }));
    const dialog = await findDialog('Profile Picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Photo' }));
    await userEvent.click(within(await findConfirm('Delete Photo')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvasElement.querySelector('[data-part="avatar"] img')).toBeNull());
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { seedUsers } from '@edupassport/api-client/mocks';
import { brokenImage, portraits, schoolLogo } from '../Image/storyImages';
import { Avatar } from './Avatar';
import { getInitials } from './initials';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Amara Okafor', src: portraits.amara, size: 'lg' },
  argTypes: {
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 64] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

/** The member's picture, named by the member's name. */
export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Amara Okafor' });
    await expect(picture.tagName).toBe('IMG');
    await expect(picture.parentElement).toHaveAttribute('data-state', 'image');
  },
};

/** No picture: the initials avatar, in the colour the name always gets. */
export const Initials: Story = {
  args: { name: 'Chen Wei', src: null },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Chen Wei' });
    await expect(avatar).toHaveAttribute('data-state', 'initials');
    await expect(avatar).toHaveTextContent('CW');
  },
};

/** The picture 404s: the spec's broken avatar falls back to the initials avatar. */
export const BrokenPicture: Story = {
  args: { name: 'Dana Levi', src: brokenImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Dana Levi' })).toHaveAttribute('data-state', 'initials'));
    await expect(canvas.getByRole('img', { name: 'Dana Levi' })).toHaveTextContent('DL');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const sizes = [
  ['xs', 'Farid Haddad'],
  ['sm', 'Grace Murphy'],
  ['md', 'Chen Wei'],
  ['lg', 'Hiro Tanaka'],
  ['xl', 'Ines Silva'],
] as const;

/** xs 24, sm 32, md 40, lg 56, xl 80, and any number of pixels. */
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {sizes.map(([size, name]) => (
        <Avatar key={size} {...args} size={size} name={name} src={size === 'xl' ? portraits.ben : null} />
      ))}
      <Avatar {...args} size={64} name="Ben Schmidt" src={portraits.ben} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Farid Haddad' }).getBoundingClientRect().width).toBe(24);
    await expect(canvas.getByRole('img', { name: 'Hiro Tanaka' }).getBoundingClientRect().width).toBe(56);
    await expect(canvas.getByRole('img', { name: 'Ben Schmidt' }).getBoundingClientRect().width).toBe(64);
  },
};

/** A company logo: rounded square. */
export const CompanyLogo: Story = {
  args: { name: 'Greenfield Academy', src: schoolLogo, shape: 'square' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Greenfield Academy' }).parentElement).toHaveAttribute('data-shape', 'square');
  },
};

const pictures = Object.values(portraits);
const members = seedUsers()
  .filter((user) => user.user_types === 'educator')
  .slice(0, 12);
const withPicture = members.find((user) => user.profile_picture);
const withoutPicture = members.find((user) => !user.profile_picture);

/** The mock backend's educators, some without a picture (the others get local pictures: stories run offline). */
export const Members: Story = {
  render: (args) => (
    <ul style={{ ...row, listStyle: 'none', margin: 0, padding: 0 }} aria-label="Members">
      {members.map((user) => (
        <li key={user.id}>
          <Avatar {...args} size="md" name={user.full_name} src={user.profile_picture ? pictures[user.id % pictures.length] : null} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(members.length);
    await expect(canvas.getByRole('img', { name: withPicture?.full_name }).tagName).toBe('IMG');
    const initials = canvas.getByRole('img', { name: withoutPicture?.full_name });
    await expect(initials).toHaveTextContent(getInitials(withoutPicture?.full_name));
    // The colour is the name's, so it reads the same on every card.
    const color = initials.getAttribute('data-color');
    await expect(color).toMatch(/^(primary|secondary|success|info|badge-week|danger|warning)$/);
  },
};

/** Beside a written name the avatar is decoration: hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0, fontFamily: 'var(--edu-font-body)' }}>
      <Avatar {...args} size="sm" decorative />
      <strong>Amara Okafor</strong> shared a post
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** How names become initials: one word, accents, hyphens and titles, and no name at all. */
export const NameEdgeCases: Story = {
  render: (args) => (
    <div style={row}>
      <Avatar {...args} src={null} name="Farid" />
      <Avatar {...args} src={null} name="Élif Yılmaz" />
      <Avatar {...args} src={null} name="mary-jane o'neill" />
      <Avatar {...args} src={null} name="Dr. Kemi Adeyemi" />
      <Avatar {...args} src={null} name="" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Farid' })).toHaveTextContent(/^F$/);
    await expect(canvas.getByRole('img', { name: 'Élif Yılmaz' })).toHaveTextContent('ÉY');
    await expect(canvas.getByRole('img', { name: "mary-jane o'neill" })).toHaveTextContent('MO');
    await expect(canvas.getByRole('img', { name: 'Dr. Kemi Adeyemi' })).toHaveTextContent('DA');
    // No name: '?' and nothing to announce.
    await expect(canvas.getByText('?').closest('[data-state]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The initials palette under the dark theme, where the text turns dark: axe checks each colour. */
export const DarkTheme: Story = {
  render: (args) => (
    <div data-edu-theme="dark" style={{ ...row, padding: 16, background: 'var(--edu-color-background)' }}>
      {members.map((user) => (
        <Avatar key={user.id} {...args} size="sm" src={null} name={user.full_name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img');
    await expect(new Set(avatars.map((avatar) => avatar.getAttribute('data-color'))).size).toBeGreaterThan(3);
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkIcon, SearchIcon } from '../icons';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First name', onValueChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'url', 'search', 'tel', 'password'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'e.g. Amara' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Amara');
    await expect(input).toHaveValue('Amara');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Amara');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Amara' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveValue('Amara');
  },
};

export const WithHint: Story = {
  args: { label: 'Nickname', hint: 'Shown on your profile card and in chats.', defaultValue: 'amara.teaches' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAccessibleDescription('Shown on your profile card and in chats.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Type your first name here', hint: 'As it appears on your certificates.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As it appears on your certificates. Type your first name here');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Type your first name here');
  },
};

export const Required: Story = {
  args: { label: 'Company email', type: 'email', required: true, placeholder: 'hello@school.edu' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
    // The marker is visible but not part of the name: aria-required says it.
    await expect(within(canvasElement).getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'amara.okafor@example.edu', disabled: true, hint: 'Contact support to change it.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('amara.okafor@example.edu');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Profile link', defaultValue: 'https://edupassport.io/u/amara', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Profile link' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('https://edupassport.io/u/amara');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [tagline, setTagline] = useState('Where curious minds grow');
    return (
      <>
        <TextField {...args} label="Company tagline" value={tagline} onValueChange={setTagline} />
        <p style={{ marginTop: 12 }}>Preview: {tagline || '—'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company tagline' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Learning for life');
    await expect(canvas.getByText('Preview: Learning for life')).toBeVisible();
  },
};

export const Adornments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Search educators" type="search" startAdornment={<SearchIcon aria-hidden="true" />} />
      <TextField {...args} label="Website" type="url" startAdornment={<LinkIcon aria-hidden="true" />} defaultValue="https://greenfield.edu" />
      <TextField {...args} label="Work phone" type="tel" startAdornment="+44" defaultValue="20 7946 0958" />
      <TextField {...args} label="Password" type="password" defaultValue="correct horse" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search educators' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
    await expect(canvas.getByText('+44')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const KeyboardFocus: Story = {
  args: { label: 'Last name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Last name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Okafor');
    await expect(input).toHaveValue('Okafor');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { required: true, error: 'Type your first name here', hint: 'As it appears on your certificates.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-edu-theme="dark"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A host's sign-in form built from the kit: the fields take the browser's and a password manager's fill
 * (`autoComplete` reaches the input) and pasting, so signing in never means recalling or retyping a password.
 */
export const SignInFields: Story = {
  render: (args) => (
    <form aria-label="Sign in" onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Email" type="email" autoComplete="username" />
      <TextField {...args} label="Password" type="password" autoComplete="current-password" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(email);
    await userEvent.paste('amaka.okafor@example.org');
    await userEvent.click(password);
    await userEvent.paste('correct horse battery staple');
    await expect(email).toHaveValue('amaka.okafor@example.org');
    await expect(password).toHaveValue('correct horse battery staple');
  },
};

/**
 * On a right-to-left page an empty field starts on the right, as the page reads; what is typed then keeps its own
 * direction, so an English school name reads left to right with its full stop at its end.
 */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'School', placeholder: 'اسم المدرسة' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'School' });
    await expect(input.matches(':dir(rtl)')).toBe(true);
    await userEvent.type(input, 'Lagos International School.');
    await expect(input.matches(':dir(ltr)')).toBe(true);
    await userEvent.clear(input);
    await expect(input.matches(':dir(rtl)')).toBe(true);
    await userEvent.type(input, 'مدرسة لاغوس الدولية');
    await expect(input.matches(':dir(rtl)')).toBe(true);
  },
};

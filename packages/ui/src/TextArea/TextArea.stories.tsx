import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { keepTranslating } from '../../../../test-support/translatePage';
import { TextArea } from './TextArea';

const bio =
  'Secondary maths teacher with twelve years in state and international schools. I lead our department’s ' +
  'assessment redesign, mentor early-career teachers and run a weekly coding club for Year 9. ';

/** Realistic prose of exactly `length` characters. */
const prose = (length: number) => bio.repeat(Math.ceil(length / bio.length)).slice(0, length);

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Bio', maxLength: 1200, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'Tell schools about your teaching…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(area).toHaveValue('');
    await expect(area).toHaveAccessibleDescription('0/1200');
  },
};

export const Filled: Story = {
  args: { defaultValue: bio.trim() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${bio.trim().length}/1200`)).toBeVisible();
  },
};

export const CounterUpdatesAsYouType: Story = {
  args: { label: 'Our details', maxLength: 1000, hint: 'What your school offers educators and families.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Our details' });
    await expect(canvas.getByText('0/1000')).toBeVisible();
    await userEvent.type(area, 'Hello');
    await expect(canvas.getByText('5/1000')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('What your school offers educators and families. 5/1000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Hello');
    // Far from the limit: nothing is announced.
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  },
};

export const WithHint: Story = {
  args: { label: 'Summary', maxLength: 75, rows: 2, hint: 'One line under your name, e.g. your role and subject.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Summary' });
    await expect(area).toHaveAccessibleDescription('One line under your name, e.g. your role and subject. 0/75');
  },
};

export const WithError: Story = {
  args: { defaultValue: prose(1210), error: 'Bio must be 1200 characters or less' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Bio must be 1200 characters or less 1210/1200');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bio must be 1200 characters or less');
  },
};

export const Required: Story = {
  args: { label: 'Our history', maxLength: 1000, required: true, error: 'Enter your our history' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Our history' });
    await expect(area).toBeRequired();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: bio.trim(), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Bio' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: bio.trim(), readOnly: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Bio' });
    await userEvent.type(area, 'more');
    await expect(area).toHaveValue(bio.trim());
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [values, setValues] = useState('Respect, curiosity and a love of learning.');
    return (
      <>
        <TextArea {...args} label="Our values" maxLength={1000} rows={3} value={values} onValueChange={setValues} />
        <button type="button" onClick={() => setValues('')} style={{ marginTop: 8 }}>
          Clear values
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear values' }));
    await expect(canvas.getByRole('textbox', { name: 'Our values' })).toHaveValue('');
    await expect(canvas.getByText('0/1000')).toBeVisible();
  },
};

export const OverLimitNotEnforced: Story = {
  args: { label: 'Our goals', maxLength: 1000, defaultValue: prose(995) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Our goals' });
    // The business profile's counter is not a cap: typing goes on, the counter turns to the error colour.
    await userEvent.click(area);
    await userEvent.keyboard('{End} More.');
    await expect(area).toHaveValue(`${prose(995)} More.`);
    const counter = canvas.getByText('1001/1000').closest('[data-part="counter"]');
    await expect(counter).toHaveAttribute('data-state', 'over');
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('1 character over the limit'),
    );
  },
};

export const NearLimitAnnouncement: Story = {
  args: { label: 'Summary', maxLength: 75, rows: 2, defaultValue: 'Head of Science at Greenfield Academy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Summary' });
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.click(area);
    await userEvent.keyboard('{End}, physics and chemistry mentor');
    await expect(canvas.getByText('67/75').closest('[data-part="counter"]')).toHaveAttribute('data-state', 'ok');
    await expect(live).toHaveTextContent('');
    // 68 of 75: into the last tenth, announced once.
    await userEvent.keyboard('s');
    await expect(canvas.getByText('68/75').closest('[data-part="counter"]')).toHaveAttribute('data-state', 'near');
    await expect(live).toHaveTextContent('7 characters left');
    // Further keys in the same band do not announce again.
    await userEvent.keyboard('!');
    await expect(canvas.getByText('69/75')).toBeVisible();
    await expect(live).toHaveTextContent('7 characters left');
  },
};

export const EnforcedLimit: Story = {
  args: { label: 'Summary', maxLength: 75, rows: 2, enforceMaxLength: true, defaultValue: prose(72) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Summary' });
    await userEvent.click(area);
    await userEvent.keyboard('{End}abcdef');
    await expect(area).toHaveValue(`${prose(72)}abc`);
    await expect(canvas.getByText('75/75')).toBeVisible();
  },
};

export const AutoResize: Story = {
  args: { label: 'Post', maxLength: undefined, rows: 2, autoResize: true, placeholder: 'Share an idea with other educators' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Post' });
    const before = area.getBoundingClientRect().height;
    await userEvent.type(area, 'Line one{Enter}Line two{Enter}Line three{Enter}Line four');
    await waitFor(() => expect(area.getBoundingClientRect().height).toBeGreaterThan(before));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: prose(1210), error: 'Bio must be 1200 characters or less' },
};

/**
 * The browser translated the page (its text moved into `<font>` elements, test-support/translatePage): typing past
 * the limit still shows the new count and its warning icon, with no error.
 */
export const SurvivesPageTranslation: Story = {
  args: { label: 'Our goals', maxLength: 20, defaultValue: 'Fractions' },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(String(event.message));
    view.addEventListener('error', onError);
    const stop = keepTranslating(canvasElement);
    try {
      const area = within(canvasElement).getByRole('textbox', { name: 'Our goals' });
      const counter = () => canvasElement.querySelector('[data-part="counter"]');
      await expect(counter()?.querySelector('font')).not.toBeNull();
      await userEvent.click(area);
      await userEvent.keyboard('{End} and decimals');
      await waitFor(() => expect(counter()).toHaveAttribute('data-state', 'over'));
      await expect(counter()).toHaveTextContent(/^22\/20$/);
      await expect(counter()?.querySelector('svg')).not.toBeNull();
      await expect(area).toHaveAccessibleDescription('22/20');
      await expect(errors).toEqual([]);
    } finally {
      stop();
      view.removeEventListener('error', onError);
    }
  },
};

/** On a right-to-left page an empty area starts on the right; English typed into it keeps its own direction. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Bio' });
    await expect(area.matches(':dir(rtl)')).toBe(true);
    await userEvent.type(area, 'Ten years in international schools.');
    await expect(area.matches(':dir(ltr)')).toBe(true);
  },
};

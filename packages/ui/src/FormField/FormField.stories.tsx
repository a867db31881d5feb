import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useZodForm } from '../hooks/useZodForm';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { controlSurface } from './styles';
import { FormField, useFormField } from './FormField';

const NativeInput = styled.input`
  ${controlSurface}
  padding: 0 12px;
`;

/** A control of the host's own, wired by reading the enclosing FormField. */
function EventTimeInput() {
  const { controlProps, stateProps } = useFormField();
  return <NativeInput type="time" defaultValue="18:30" {...controlProps} {...stateProps} />;
}

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Event starts at', children: <EventTimeInput /> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContext: Story = {
  args: { hint: 'Local time of the venue.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Event starts at/);
    await expect(input).toHaveAttribute('type', 'time');
    await expect(input).toHaveAccessibleDescription('Local time of the venue.');
  },
};

export const WithRenderProp: Story = {
  args: {
    label: 'Event date',
    required: true,
    hint: 'Shown on the event card.',
    children: ({ controlProps, stateProps }) => (
      <NativeInput type="date" defaultValue="2025-10-14" {...controlProps} {...stateProps} />
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Event date/);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Shown on the event card.');
  },
};

export const WithError: Story = {
  args: { hint: 'Local time of the venue.', error: 'This field is required', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Event starts at/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Local time of the venue. This field is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const ErrorAppearsLater: Story = {
  render: function Later(args) {
    return (
      <FormField {...args} label="Work phone" error={undefined}>
        {({ controlProps, stateProps }) => <NativeInput type="tel" {...controlProps} {...stateProps} />}
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The alert region is there before any error, so a message added later is announced.
    const region = canvas.getByRole('alert');
    await expect(region).toBeEmptyDOMElement();
    await expect(canvas.getByLabelText('Work phone')).not.toHaveAttribute('aria-describedby');
  },
};

export const Group: Story = {
  args: {
    as: 'fieldset',
    label: 'Availability',
    hint: 'Shown as badges on your profile.',
    error: 'Choose at least one',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox label="Open to work" />
        <Checkbox label="Open to network" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Availability' });
    await expect(group).toHaveAccessibleDescription('Shown as badges on your profile. Choose at least one');
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
  },
};

// Key details: the messages word for word.
const keyDetailsSchema = z.object({
  first_name: z.string().trim().min(1, 'Type your first name here'),
  last_name: z.string().trim().min(1, 'Type your last name here'),
  nickname: z.string().trim().min(1, 'Type your nickname here'),
  summary: z.string().max(75, 'Summary must be 75 characters or less'),
  bio: z.string().max(1200, 'Bio must be 1200 characters or less'),
});

function KeyDetails({ onSave }: { onSave: (values: z.output<typeof keyDetailsSchema>) => void }) {
  const form = useZodForm(keyDetailsSchema, {
    defaultValues: { first_name: '', last_name: '', nickname: '', summary: '', bio: '' },
  });
  const focusFirstInvalid = (errors: Record<string, string | undefined>) => {
    const first = Object.keys(form.values).find((name) => errors[name]);
    if (first) document.getElementById(`key-details-${first}`)?.focus();
  };
  return (
    <form
      noValidate
      aria-label="Key details"
      onSubmit={form.handleSubmit(onSave, focusFirstInvalid)}
      style={{ display: 'grid', gap: 16 }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <TextField id="key-details-first_name" label="First name" required autoComplete="given-name" {...form.fieldProps('first_name')} />
        <TextField id="key-details-last_name" label="Last name" required autoComplete="family-name" {...form.fieldProps('last_name')} />
      </div>
      <TextField id="key-details-nickname" label="Nickname" required {...form.fieldProps('nickname')} />
      <TextArea id="key-details-summary" label="Summary" rows={2} maxLength={75} {...form.fieldProps('summary')} />
      <TextArea id="key-details-bio" label="Bio" rows={5} maxLength={1200} {...form.fieldProps('bio')} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="ghost" onClick={() => form.reset()}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

export const KeyDetailsForm: StoryObj<typeof KeyDetails> = {
  args: { onSave: fn() },
  render: (args) => <KeyDetails {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Type your first name here');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Type your last name here');
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription('Type your nickname here');
    await expect(firstName).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();

    // After the first submit, each change re-validates: the message goes as soon as it is fixed.
    await userEvent.type(firstName, 'Amara');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), 'amara.teaches');
    const summary = canvas.getByRole('textbox', { name: 'Summary' });
    await userEvent.type(summary, 'Head of Mathematics at Greenfield Academy, mentor and coding club lead!!');
    await expect(canvas.getByText('72/75')).toBeVisible();
    await userEvent.type(summary, ' :-)');
    await expect(summary).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveAccessibleDescription('Summary must be 75 characters or less 76/75');
    await userEvent.type(summary, '{Backspace}');
    await expect(summary).not.toHaveAttribute('aria-invalid');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Bio' }), 'I teach maths to 11 to 18 year olds.');
    await expect(canvas.getByText('36/1200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        first_name: 'Amara',
        last_name: 'Okafor',
        nickname: 'amara.teaches',
        summary: 'Head of Mathematics at Greenfield Academy, mentor and coding club lead!! :-',
        bio: 'I teach maths to 11 to 18 year olds.',
      }),
    );
  },
};

export const KeyDetailsFormDark: StoryObj<typeof KeyDetails> = {
  ...KeyDetailsForm,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

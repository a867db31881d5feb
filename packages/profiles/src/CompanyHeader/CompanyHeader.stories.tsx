import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { CompanyHeader } from './CompanyHeader';
import { storyUser } from '../EducatorSection/storyUsers';

const business = storyUser(MOCK_USER_IDS.businessOwner).business_profile!;

const meta = {
  title: 'Profiles/CompanyHeader',
  component: CompanyHeader,
  args: { business, editable: true, onSaved: fn() },
  parameters: { session: 'businessOwner' },
} satisfies Meta<typeof CompanyHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openUpdate(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update' }));
  return screen.findByRole('dialog', { name: 'Update Company Information' });
}

/** The owner's header: every field and the Update button. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Greenfield Academy Ltd.')).toBeVisible();
    await expect(canvas.getByText('Great teaching, every classroom')).toBeVisible();
    await expect(canvas.getByText('12 Knowledge Park, Dubai')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** A visitor sees the same header without Update. */
export const Visitor: Story = {
  args: { editable: false },
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Update' })).toBeNull();
  },
};

/** The dialog downloads on the first Update; Escape closes it without saving and gives the focus back to Update. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const update = within(canvasElement).getByRole('button', { name: 'Update' });
    const dialog = await openUpdate(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());
    await waitFor(() => expect(update).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Update: a new tagline and phone; 'Saving...', then the success toast and the saved values. */
export const UpdateSaves: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUpdate(canvasElement);
    const form = within(dialog);
    const tagline = form.getByRole('textbox', { name: 'Tagline' });
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Bilingual schools for curious minds');
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '501234567');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Company information updated successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());
    await expect(args.onSaved).toHaveBeenCalled();
    const stored = mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.business_profile;
    await expect(stored?.company_tagline).toBe('Bilingual schools for curious minds');
    await expect(stored?.work_phone).toBe('501234567');
  },
};

/** The company's name, e-mail, phone and address say what they are, so a browser or password manager can fill them. */
export const IdentifiesItsFields: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await openUpdate(canvasElement));
    await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('autocomplete', 'organization');
    await expect(form.getByRole('textbox', { name: 'Company email' })).toHaveAttribute('autocomplete', 'work email');
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('autocomplete', 'work tel-national');
    await expect(form.getByRole('textbox', { name: 'Mailing address' })).toHaveAttribute('autocomplete', 'street-address');
  },
};

/** Puts new text in a field as a paste does (typing each key was most of these stories' time). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** Every validation message of the form. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    const form = within(dialog);
    await userEvent.clear(form.getByRole('textbox', { name: 'Company name' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Legal name' }));
    // Pasted: typing each key was most of the story's time.
    await userEvent.click(form.getByRole('textbox', { name: /Tagline/ }));
    await userEvent.paste(' and every learner, every day, everywhere');
    await replaceText(form.getByRole('textbox', { name: 'Company email' }), 'hello@greenfield');
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByText('Enter your company name')).toBeVisible();
    await expect(form.getByText('Enter your legal name')).toBeVisible();
    await expect(form.getByText('Tagline cannot exceed 50 characters')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Phone number must be between 6-15 digits')).toBeVisible();
  },
};

/** A failed save closes the dialog with the error toast (the spec, issue 21 o); nothing is stored. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('business.updateGeneralInformation', { status: 500, message: 'The company service is unavailable' });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openUpdate(canvasElement);
    const form = within(dialog);
    const tagline = form.getByRole('textbox', { name: 'Tagline' });
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Open two new campuses by 2028');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Failed to update company information')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Great teaching, every classroom')).toBeVisible();
  },
};

/**
 * Nothing typed is lost: a failed save closes the dialog with the error toast, and the next opening shows what
 * was typed; a save that then succeeds clears the draft, so the opening after it shows the saved values.
 */
export const FailedSaveKeepsDraft: Story = {
  beforeEach: () => {
    mockControls.fail('business.updateGeneralInformation', { status: 500, message: 'The company service is unavailable' }, { times: 1 });
  },
  render: function Render(args) {
    const [shown, setShown] = useState(args.business);
    return (
      <CompanyHeader
        {...args}
        business={shown}
        onSaved={(answer, values) => {
          args.onSaved?.(answer, values);
          setShown(answer?.business_profile ?? { ...shown, ...values });
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    let form = within(await openUpdate(canvasElement));
    await replaceText(form.getByRole('textbox', { name: 'Tagline' }), 'Open two new campuses by 2028');
    await replaceText(form.getByRole('textbox', { name: 'Mailing address' }), 'PO Box 4410, Dubai');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Failed to update company information')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());

    // Reopened: the typed values are back.
    form = within(await openUpdate(canvasElement));
    await expect(form.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Open two new campuses by 2028');
    await expect(form.getByRole('textbox', { name: 'Mailing address' })).toHaveValue('PO Box 4410, Dubai');
    await replaceText(form.getByRole('textbox', { name: 'Tagline' }), 'Three new campuses by 2028');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Company information updated successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());

    // Saved: the draft is gone and the next opening shows the stored values; Cancel discards what is typed.
    const stored = mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.business_profile;
    await expect(stored?.company_tagline).toBe('Three new campuses by 2028');
    form = within(await openUpdate(canvasElement));
    await expect(form.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Three new campuses by 2028');
    await userEvent.type(form.getByRole('textbox', { name: 'Mailing address' }), ', UAE');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    form = within(await openUpdate(canvasElement));
    await expect(form.getByRole('textbox', { name: 'Mailing address' })).toHaveValue('PO Box 4410, Dubai');
  },
};

/** The base location in the real form: read-only until Edit; Cancel restores the saved country and province (issue 21 p). */
export const BaseLocationEditCancel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    const group = within(within(dialog).getByRole('group', { name: 'Location' }));
    const locked = group.getByRole('combobox', { name: 'Country' });
    await expect(locked).toHaveValue('United Arab Emirates');
    await expect(locked).toHaveAttribute('readonly');
    await userEvent.click(group.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(group.getByRole('combobox', { name: 'Country' })).not.toHaveAttribute('readonly'));
    const country = group.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'germ');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(country).toHaveValue('Germany');
    await userEvent.click(group.getByRole('button', { name: 'Cancel' }));
    await expect(group.getByRole('combobox', { name: 'Country' })).toHaveValue('United Arab Emirates');
    await waitFor(() => expect(group.getByRole('combobox', { name: 'State' })).toHaveValue('Dubai'));
    await expect(group.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Update Company Information' })).toBeVisible();
  },
};

/** 'Saving...' shows on the button while the save runs. */
export const Saving: Story = {
  beforeEach: () => {
    mockControls.delay('business.updateGeneralInformation', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** The phone-code list fails: the fallback prefixes +1, +44, +86, +91, +52, +34, +49 are offered. */
export const PhoneCodesFallback: Story = {
  args: { business: { ...business, work_phone_number_prefix: undefined } },
  beforeEach: () => {
    mockControls.fail('location.phoneCodes', { network: true });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    const prefix = within(dialog).getByRole('combobox', { name: 'Phone code' });
    await expect(prefix).toHaveTextContent('+1');
    await userEvent.click(prefix);
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['+1', '+44', '+86', '+91', '+52', '+34', '+49']);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockControls } from '@edupassport/api-client/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CountryCityPicker } from './CountryCityPicker';

const meta = {
  title: 'UI/CountryCityPicker',
  component: CountryCityPicker,
  args: { legend: 'Current base', onSubmit: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountryCityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const country = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Country' });
const city = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'City' });

/** The live region (alert or status) that shows this exact text. */
const findRegion = async (canvasElement: HTMLElement, text: string, role: 'alert' | 'status' = 'alert') => {
  const node = await within(canvasElement).findByText(text);
  const region = node.closest<HTMLElement>(`[role="${role}"]`);
  await expect(region).not.toBeNull();
  return region as HTMLElement;
};

/** Keyboard only: type to filter, ArrowDown to the first match, Enter to choose; then Submit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const countryInput = await country(canvasElement);
    await expect(countryInput).toHaveAttribute('placeholder', 'Enter Country');
    await expect(await city(canvasElement)).toHaveAttribute('placeholder', 'Enter City');
    await expect(await city(canvasElement)).toBeDisabled();

    await userEvent.click(countryInput);
    await userEvent.keyboard('{ArrowDown}');
    await expect(countryInput).toHaveAttribute('placeholder', 'Search countries...');
    const listbox = screen.getByRole('listbox', { name: 'Country' });
    await expect(getComputedStyle(listbox).maxHeight).toBe('300px');
    await userEvent.keyboard('{Escape}');

    await userEvent.clear(countryInput);
    await userEvent.type(countryInput, 'ger');
    // Names starting with the text come before names containing it.
    await expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Germany', 'Nigeria']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(countryInput).toHaveValue('Germany');

    const cityInput = await city(canvasElement);
    await waitFor(() => expect(cityInput).toBeEnabled());
    await userEvent.click(cityInput);
    await userEvent.keyboard('{ArrowDown}');
    await expect(cityInput).toHaveAttribute('placeholder', 'Search cities...');
    await userEvent.type(cityInput, 'mun');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(cityInput).toHaveValue('Munich');

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ country: 'Germany', city: 'Munich' }));
  },
};

/** Saved values shown; changing the country clears the city; Reset clears both. */
export const Prefilled: Story = {
  args: { defaultValue: { country: 'United Arab Emirates', city: 'Dubai' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await country(canvasElement)).toHaveValue('United Arab Emirates');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Dubai'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ country: '', city: '' });
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Read-only until Edit; Cancel restores the saved values. */
export const ReadOnlyUntilEdit: Story = {
  args: { lockUntilEdit: true, defaultValue: { country: 'Nigeria', city: 'Lagos' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await country(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    // The Edit button is gone: focus moved on into the picker (the first box, or Cancel while a list loads).
    await expect(canvasElement.querySelector('fieldset')).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Country' })).not.toHaveAttribute('readonly'));
    const cityInput = await city(canvasElement);
    await waitFor(() => expect(cityInput).toBeEnabled());
    await userEvent.clear(cityInput);
    await userEvent.type(cityInput, 'abu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(cityInput).toHaveValue('Abuja');

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Lagos');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

/** Locked, the saved values show even when the countries cannot load; the failure shows once editing. */
export const ReadOnlyWhileCountriesFail: Story = {
  args: { lockUntilEdit: true, defaultValue: { country: 'United Kingdom', city: 'Manchester' } },
  beforeEach: () => {
    mockControls.fail('location.countries', { status: 502, message: 'Location service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await country(canvasElement)).toHaveValue('United Kingdom');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Manchester');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(await findRegion(canvasElement, 'Failed to load countries')).toHaveTextContent('Error: Location service is unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await country(canvasElement)).toHaveValue('United Kingdom');
  },
};

/** A saved change locks the picker again; Edit then Cancel returns to what was saved. */
export const EditAndSubmit: Story = {
  args: { lockUntilEdit: true, defaultValue: { country: 'India', city: 'Delhi' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const cityInput = await city(canvasElement);
    await waitFor(() => expect(cityInput).toBeEnabled());
    await userEvent.clear(cityInput);
    await userEvent.type(cityInput, 'beng');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ country: 'India', city: 'Bengaluru' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
  },
};

/** A failed save keeps the picker editing, with the choice and the reason. */
export const SubmitFailure: Story = {
  args: {
    lockUntilEdit: true,
    defaultEditing: true,
    defaultValue: { country: 'Japan', city: 'Osaka' },
    onSubmit: fn(() => Promise.reject(new Error('Failed to update profile. Please try again later.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Failed to update profile. Please try again later.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Osaka'));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A country with no known cities. */
export const NoCities: Story = {
  args: { defaultValue: { country: 'Vatican City', city: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No cities found for this country')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('No cities found for this country');
  },
};

/** The countries are on their way. */
export const LoadingCountries: Story = {
  beforeEach: () => {
    mockControls.delay('location.countries', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(await findRegion(canvasElement, 'Loading countries', 'status')).toBeVisible();
  },
};

/** The cities of the chosen country are on their way. */
export const LoadingCities: Story = {
  args: { defaultValue: { country: 'United Kingdom', city: 'London' } },
  beforeEach: () => {
    mockControls.delay('location.cities', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(await findRegion(canvasElement, 'Loading cities', 'status')).toBeVisible();
  },
};

/** The country list failed once: 'Failed to load countries', the reason, and Try again loads it. */
export const CountriesFailed: Story = {
  beforeEach: () => {
    mockControls.fail('location.countries', { status: 500, message: 'Location service is unavailable' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const alert = await findRegion(canvasElement, 'Failed to load countries');
    await expect(alert).toHaveTextContent('Error: Location service is unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await country(canvasElement)).toBeEnabled();
  },
};

/** The country list came back unreadable. */
export const CountriesInvalidFormat: Story = {
  beforeEach: () => {
    mockControls.fail('location.countries', { malformed: true });
  },
  play: async ({ canvasElement }) => {
    const alert = await findRegion(canvasElement, 'Invalid country data format');
    await expect(alert).toHaveTextContent('Error: ');
  },
};

/** The city service refused the request (a client error). */
export const CitiesFailed: Story = {
  args: { defaultValue: { country: 'Germany', city: '' } },
  beforeEach: () => {
    mockControls.fail('location.cities', { status: 404, message: 'Country not found' });
  },
  play: async ({ canvasElement }) => {
    const alert = await findRegion(canvasElement, 'Failed to load cities');
    await expect(alert).toHaveTextContent('Error: Country not found');
    await expect(alert).not.toHaveTextContent('Please try again later.');
  },
};

/** The city service is down (a server error): worth trying again later. */
export const CitiesFailedTryLater: Story = {
  args: { defaultValue: { country: 'Germany', city: '' } },
  beforeEach: () => {
    mockControls.fail('location.cities', { status: 503, message: 'City service is busy' });
  },
  play: async ({ canvasElement }) => {
    const alert = await findRegion(canvasElement, 'Failed to load cities. Please try again later.');
    await expect(alert).toHaveTextContent('Error: City service is busy');
  },
};

/** The city list came back unreadable. */
export const CitiesInvalidFormat: Story = {
  args: { defaultValue: { country: 'Germany', city: '' } },
  beforeEach: () => {
    mockControls.fail('location.cities', { malformed: true });
  },
  play: async ({ canvasElement }) => {
    await expect(await findRegion(canvasElement, 'Invalid city data format')).toHaveTextContent('Error: ');
  },
};

/** Disabled: nothing can be chosen or pressed. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { country: 'Singapore', city: 'Singapore' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await country(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockControls } from '@edupassport/api-client/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyQueryClient } from '../../../../.storybook/edu';
import { CountryStatePicker } from './CountryStatePicker';

const meta = {
  title: 'UI/CountryStatePicker',
  component: CountryStatePicker,
  args: { legend: 'Company location', onSubmit: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountryStatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const country = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Country' });

/** The live region (alert or status) that shows this exact text. */
const findRegion = async (canvasElement: HTMLElement, text: string, role: 'alert' | 'status' = 'alert') => {
  const node = await within(canvasElement).findByText(text);
  const region = node.closest<HTMLElement>(`[role="${role}"]`);
  await expect(region).not.toBeNull();
  return region as HTMLElement;
};

/** A country with states: the State list appears once it is chosen; keyboard only, then Submit. */
export const CountryWithStates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const countryInput = await country(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await userEvent.type(countryInput, 'ind');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(countryInput).toHaveValue('India');

    const stateInput = await canvas.findByRole('combobox', { name: 'State' });
    await expect(stateInput).toHaveAttribute('placeholder', 'Enter State');
    await userEvent.click(stateInput);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(stateInput).toHaveValue('Karnataka');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ country: 'India', state: 'Karnataka' }));
  },
};

/** A country without states: no State list, and the country alone can be submitted. */
export const CountryWithoutStates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const countryInput = await country(canvasElement);
    await userEvent.type(countryInput, 'singa');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(countryInput).toHaveValue('Singapore');
    // Once the states request has answered (nothing is loading any more), there is no State list.
    await waitFor(() => expect(storyQueryClient.isFetching()).toBe(0));
    await expect(canvas.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ country: 'Singapore', state: '' }));
  },
};

/** The base location on a business profile: read-only until Edit; Cancel restores the saved values. */
export const ReadOnlyUntilEdit: Story = {
  args: { lockUntilEdit: true, defaultValue: { country: 'United States', state: 'California' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stateInput = await canvas.findByRole('combobox', { name: 'State' });
    await expect(stateInput).toHaveValue('California');
    await expect(stateInput).toHaveAttribute('readonly');

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const countryInput = await country(canvasElement);
    await userEvent.clear(countryInput);
    await userEvent.type(countryInput, 'germ');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(countryInput).toHaveValue('Germany');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue(''));

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('California'));
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** The countries are on their way. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('location.countries', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(await findRegion(canvasElement, 'Loading countries', 'status')).toBeVisible();
  },
};

/** The states of the chosen country are on their way. */
export const LoadingStates: Story = {
  args: { defaultValue: { country: 'Nigeria', state: 'Lagos' } },
  beforeEach: () => {
    mockControls.delay('location.states', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(await findRegion(canvasElement, 'Loading states', 'status')).toBeVisible();
  },
};

/** The state list failed: 'Error: {message}' instead of the list, with Try again. */
export const StatesFailed: Story = {
  args: { defaultValue: { country: 'Germany', state: 'Bavaria' } },
  beforeEach: () => {
    mockControls.fail('location.states', { status: 500, message: 'State service is unavailable' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await findRegion(canvasElement, 'Error: State service is unavailable');
    await expect(canvas.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('combobox', { name: 'State' })).toHaveValue('Bavaria');
  },
};

/** The country list failed. */
export const CountriesFailed: Story = {
  beforeEach: () => {
    mockControls.fail('location.countries', { network: true });
  },
  play: async ({ canvasElement }) => {
    const alert = await findRegion(canvasElement, 'Failed to load countries');
    await expect(alert).toHaveTextContent('Error: Network error: Please check your connection and try again');
  },
};

/** The country list came back unreadable. */
export const CountriesInvalidFormat: Story = {
  beforeEach: () => {
    mockControls.fail('location.countries', { malformed: true });
  },
  play: async ({ canvasElement }) => {
    await expect(await findRegion(canvasElement, 'Invalid country data format')).toHaveTextContent('Error: ');
  },
};

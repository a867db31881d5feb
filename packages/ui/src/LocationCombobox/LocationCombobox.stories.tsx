import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockControls } from '@edupassport/api-client/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocationCombobox, type LocationComboboxProps } from './LocationCombobox';
import { useCityField, useCountryField } from './useCountryField';

/** The field on the mock backend's countries (its loading and failure included), keeping what is chosen. */
function StoredCountries({ value: initial, onValueChange, ...args }: LocationComboboxProps) {
  const [value, setValue] = useState(initial);
  const { field } = useCountryField(undefined, value);
  return (
    <LocationCombobox
      {...args}
      items={field.items}
      loading={field.loading}
      error={field.error}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

/** The City field on the mock backend's cities of one country, as CountryCityPicker shows it. */
function StoredCities({ country, value: initial, onValueChange, ...args }: LocationComboboxProps & { country: string }) {
  const [value, setValue] = useState(initial);
  const cityField = useCityField(country);
  return (
    <LocationCombobox
      {...args}
      {...cityField}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/LocationCombobox',
  component: LocationCombobox,
  args: {
    label: 'Country',
    placeholder: 'Enter Country',
    searchPlaceholder: 'Search countries...',
    // Each story's render loads its list from the mock backend.
    items: [],
    value: '',
    onValueChange: fn(),
  },
  render: (args) => <StoredCountries {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEEDED_COUNTRIES = ['United Arab Emirates', 'Nigeria', 'Germany', 'United States', 'United Kingdom', 'India', 'Japan', 'Singapore', 'Vatican City'];

const combobox = (canvasElement: HTMLElement, name = 'Country') => within(canvasElement).findByRole('combobox', { name });
/** The open list, portalled into the body. */
const listbox = (name = 'Country') => screen.getByRole('listbox', { name });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** The option the input points at with aria-activedescendant (the list keeps DOM focus on the input). */
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? input.ownerDocument.getElementById(id) : null;
};

/** Nothing chosen: the placeholder, a closed list, and a button that shows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await combobox(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Enter Country');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeEnabled();
    await expect(input).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Show Country list' })).toBeVisible();
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Keyboard only (WAI-ARIA combobox): ArrowDown opens on the first country, moves on, ArrowUp moves back, Enter chooses. */
export const KeyboardSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await combobox(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('placeholder', 'Search countries...');
    await expect(within(listbox()).getAllByRole('option').map((option) => option.textContent)).toEqual(SEEDED_COUNTRIES);
    await expect(activeOption(input)).toHaveTextContent('United Arab Emirates');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Germany');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(input)).toHaveTextContent('Nigeria');
    // The list moves the highlight only: the input keeps the focus and the text.
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Nigeria');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('Nigeria');

    // Opening again starts on the chosen country.
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Nigeria');
    await expect(screen.getByRole('option', { name: 'Nigeria' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Typing filters the list: names starting with the text first, then names containing it; Enter takes the highlighted one. */
export const TypeToFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await combobox(canvasElement);
    await userEvent.type(input, 'united');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(optionNames()).toEqual(['United Arab Emirates', 'United States', 'United Kingdom']);
    await userEvent.clear(input);
    await userEvent.type(input, 'ger');
    await expect(optionNames()).toEqual(['Germany', 'Nigeria']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Nigeria');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Nigeria');
  },
};

/** A chosen country: the list opens whole (not filtered by the name), with the choice marked selected and highlighted. */
export const WithValue: Story = {
  args: { value: 'Japan' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await combobox(canvasElement);
    await expect(input).toHaveValue('Japan');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Country list' }));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(optionNames()).toEqual(SEEDED_COUNTRIES);
    await expect(screen.getByRole('option', { name: 'Japan' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('option', { name: 'India' })).toHaveAttribute('aria-selected', 'false');
    await expect(activeOption(input)).toHaveTextContent('Japan');
    // A click on an option chooses it, as Enter does.
    await userEvent.click(screen.getByRole('option', { name: 'Singapore' }));
    await expect(input).toHaveValue('Singapore');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenCalledWith('Singapore');
  },
};

/** Escape closes the list and puts the chosen name back over half-typed text (a second Escape keeps it); so does leaving the field. */
export const EscapeRestores: Story = {
  args: { value: 'India' },
  play: async ({ canvasElement, args }) => {
    const input = await combobox(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'Ger');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(optionNames()).toEqual(['Germany', 'Nigeria']);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('India');
    await expect(input).toHaveFocus();
    // Escape again, on the closed list, keeps the choice.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('India');

    await userEvent.type(input, 'xyz');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('India');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Text that matches no country: the open list says 'No matches' and offers nothing to choose. */
export const NoMatches: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await combobox(canvasElement);
    await userEvent.type(input, 'Atlantis');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox()).getByText('No matches')).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Atlantis');
  },
};

/** Required: the label's marker and aria-required; a hint describes the field. */
export const RequiredWithHint: Story = {
  args: { required: true, hint: 'Where you teach now.' },
  play: async ({ canvasElement }) => {
    const input = await combobox(canvasElement);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Where you teach now.');
  },
};

/** Disabled: the chosen name shows, but the field takes no focus and no list opens. */
export const Disabled: Story = {
  args: { disabled: true, value: 'Singapore' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await combobox(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Singapore');
    await expect(canvas.queryByRole('button', { name: 'Show Country list' })).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Read-only: the chosen name can be focused and read, but neither a click nor ArrowDown opens the list. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: 'Germany' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await combobox(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Show Country list' })).toBeNull();
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('x');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('Germany');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The countries are on their way: a skeleton announces 'Loading countries' in place of the field. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('location.countries', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading countries');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Read-only while the countries still load: it needs no list, so the chosen name shows at once. */
export const ReadOnlyWhileLoading: Story = {
  args: { readOnly: true, value: 'United Kingdom' },
  beforeEach: () => {
    mockControls.delay('location.countries', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await combobox(canvasElement);
    await expect(input).toHaveValue('United Kingdom');
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The countries failed to load once: the headline, 'Error: …' and Try again, which brings the field. */
export const LoadFailed: Story = {
  beforeEach: () => {
    mockControls.fail('location.countries', { status: 500, message: 'Location service is unavailable' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The field's own (empty) error region is an alert too: find the one that says it.
    const alert = (await canvas.findByText('Failed to load countries')).closest<HTMLElement>('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(alert).toHaveTextContent('Error: Location service is unavailable');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    const input = await combobox(canvasElement);
    await expect(input).toBeEnabled();
    await expect(canvas.queryByText('Failed to load countries')).toBeNull();
  },
};

/** No names to choose from (a country without cities): the field is disabled and its hint says why. */
export const NoItems: Story = {
  render: (args) => <StoredCities {...args} country="Vatican City" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No cities found for this country')).toBeVisible();
    const input = await combobox(canvasElement, 'City');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('No cities found for this country');
    await expect(canvas.queryByRole('button', { name: 'Show City list' })).toBeNull();
  },
};

/** The same field on a country's cities, chosen by keyboard. */
export const Cities: Story = {
  render: (args) => <StoredCities {...args} country="Germany" />,
  play: async ({ canvasElement, args }) => {
    const input = await combobox(canvasElement, 'City');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'ham');
    await expect(optionNames()).toEqual(['Hamburg']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Hamburg');
    await expect(args.onValueChange).toHaveBeenCalledWith('Hamburg');
  },
};

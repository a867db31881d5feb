import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSession } from '@edupassport/api-client/mocks';
import { LocationsWantedSection } from './LocationsWantedSection';
import { emptyProfile, fillProfile, storyUser } from '../EducatorSection/storyUsers';

/** The section on the signed-in member's stored locations, keeping what it saves. */
function StoredLocations({ editable = true }: { editable?: boolean }) {
  const [items, setItems] = useState(() => storyUser().locations_i_want_to_work);
  return <LocationsWantedSection items={items} editable={editable} onUpdated={(patch) => patch.locations_i_want_to_work && setItems(patch.locations_i_want_to_work)} />;
}

const meta = {
  title: 'Profiles/LocationsWantedSection',
  component: StoredLocations,
  beforeEach: () => {
    fillProfile();
  },
} satisfies Meta<typeof StoredLocations>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Locations I Want to Work In' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Location' }));
  // The form's pickers arrive just after the dialog (they download with it, on demand).
  await dialog.findAllByRole('combobox');
  return dialog;
}

/** The owner's view: Dubai shows; the hidden, country-only Singapore appears dimmed with show-hidden. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('United Arab Emirates')).toBeVisible();
    await expect(canvas.queryByText('Singapore')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Show hidden' }));
    await expect(canvas.getByText('Singapore')).toBeVisible();
    await expect(canvas.getByText('· Not decided yet')).toBeVisible();
    await expect(canvas.getByText('(Hidden)')).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Singapore')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    emptyProfile();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

/** Continue without a country: 'Country is required'. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Country is required')).toBeVisible();
  },
};

/** A country without a city means the whole country: the preview says 'Not decided yet', Save stores it. */
export const AddCountryOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    const country = await dialog.findByRole('combobox', { name: 'Country' });
    await userEvent.click(country);
    await userEvent.type(country, 'Japan');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(country).toHaveValue('Japan');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(within(dialog.getByRole('region', { name: 'Preview' })).getByText('Not decided yet')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Japan')).toBeVisible();
    await expect(mockSession.current()?.locations_i_want_to_work.at(-1)).toMatchObject({ country: 'Japan', city: 'Not decided yet' });
  },
};

/** A country and a city, with Back from the preview keeping both. */
export const AddCountryAndCity: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const country = await dialog.findByRole('combobox', { name: 'Country' });
    await userEvent.click(country);
    await userEvent.type(country, 'Germany');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const city = await dialog.findByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.click(city);
    await userEvent.type(city, 'Mun');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(within(dialog.getByRole('region', { name: 'Preview' })).getByText('Munich')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveValue('Munich');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockSession.current()?.locations_i_want_to_work.at(-1)).toMatchObject({ country: 'Germany', city: 'Munich' }));
  },
};

/** The last location cannot go: 'At least one location is required'. */
export const DeleteLastRefused: Story = {
  beforeEach: () => {
    const me = mockSession.current();
    if (me) me.locations_i_want_to_work = me.locations_i_want_to_work.slice(0, 1);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Locations I Want to Work In' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Dubai, United Arab Emirates' }));
    await expect(canvas.getByText('At least one location is required')).toBeVisible();
    await expect(mockSession.current()?.locations_i_want_to_work).toHaveLength(1);
  },
};

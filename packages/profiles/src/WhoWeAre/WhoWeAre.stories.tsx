import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AboutUsInput } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { WhoWeAre } from './WhoWeAre';
import * as whoWeAreRules from '../hooks/whoWeAre';
import { drawPng, storyUser } from '../EducatorSection/storyUsers';

const OWNER = MOCK_USER_IDS.businessOwner;

/** The section on the business owner's stored profile; a save re-reads the store, as the page's refresh does. */
function StoredWhoWeAre({ editable = true, onSaved }: { editable?: boolean; onSaved?: (input: AboutUsInput) => void }) {
  const [business, setBusiness] = useState(() => storyUser(OWNER).business_profile!);
  return (
    <div style={{ maxWidth: 720 }}>
      <WhoWeAre
        business={business}
        editable={editable}
        onSaved={(input) => {
          onSaved?.(input);
          setBusiness(storyUser(OWNER).business_profile!);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Profiles/WhoWeAre',
  component: StoredWhoWeAre,
  args: { editable: true, onSaved: fn() },
  parameters: { session: 'businessOwner' },
} satisfies Meta<typeof StoredWhoWeAre>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => mockStore.users.find((u) => u.id === OWNER)!.business_profile!;

/** Empties the owner's 'Who we are' in the store (the other sections stay). */
function emptyWhoWeAre() {
  Object.assign(stored(), { business_type: [], operation_in: [], services: [], about_us_media: null, our_details: '', our_history: '', our_values: '', our_goals: '' });
}

async function openEdit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Who we are' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Who we are' });
  return within(dialog);
}

async function pick(dialog: ReturnType<typeof within>, label: string, option: string) {
  const input = dialog.getByRole('combobox', { name: label });
  await userEvent.click(input);
  await userEvent.type(input, option.slice(0, 5));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

const editor = (dialog: ReturnType<typeof within>, name: string) => dialog.findByRole('textbox', { name });

/** Replaces an editor's text: select all and delete with keys, then paste (typing each key was most of a story's time). */
async function replaceText(dialog: ReturnType<typeof within>, name: string, text: string) {
  const area = await editor(dialog, name);
  await userEvent.click(area);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.paste(text);
}

const previewStep = () => document.querySelector<HTMLElement>('[data-step-id="preview"]')!;

async function cropMedia(dialog: ReturnType<typeof within>, label = 'Choose media') {
  await userEvent.upload(dialog.getByLabelText(label), await drawPng('campus.png', 1600, 900, 'Greenfield campus'));
  const crop = await screen.findByRole('dialog', { name: 'Crop your media' });
  const apply = await within(crop).findByRole('button', { name: 'Apply' });
  await waitFor(() => expect(apply).toBeEnabled());
  await userEvent.click(apply);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop your media' })).toBeNull());
}

/** The owner's read view: the three lists as chips, the 16:9 media, the four texts, and Edit. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Business types' })).toHaveTextContent('School');
    await expect(canvas.getByRole('list', { name: 'Operations' })).toHaveTextContent('United Arab Emirates');
    await expect(canvas.getByRole('list', { name: 'Services' })).toHaveTextContent('Tutoring Services');
    await expect(canvas.getByText('We run bilingual schools for 2,000 students.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Goals' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Who we are' })).toBeVisible();
  },
};

/** A visitor reads the same section, without Edit. */
export const Visitor: Story = {
  args: { editable: false },
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Founded in 2009 by three teachers.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit Who we are' })).toBeNull();
  },
};

/** Media that fails to load: its 16:9 box names it instead of leaving a hole between the lists and the texts. */
export const BrokenMedia: Story = {
  beforeEach: () => {
    // Answers 404 on the story server.
    stored().about_us_media = '/img/does-not-exist.png';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'About us media' })).toHaveAttribute('data-state', 'placeholder'));
    await expect(canvas.getByRole('img', { name: 'About us media' })).toBeVisible();
    await expect(canvas.getByText('About us media')).toBeVisible();
  },
};

/** Nothing filled in yet: 'Nothing added yet.' and the owner's Edit. */
export const Empty: Story = {
  beforeEach: emptyWhoWeAre,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Who we are' })).toBeVisible();
  },
};

/** Step 1 of the edit: the three multi-selects with what is stored, 'Step 1 of 3'. */
export const EditListsStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Business types, operations and services' })).toBeVisible();
    await expect(dialog.getByText('Selected business types (2):')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Nigeria' })).toBeVisible();
    await expect(dialog.getByText('Selected services (2):')).toBeVisible();
  },
};

/** Continue with empty lists: the three messages of the spec. */
export const ListValidation: Story = {
  beforeEach: emptyWhoWeAre,
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('combobox', { name: 'Business types' })).toHaveAccessibleDescription('At least one business type is required');
    await expect(dialog.getByRole('combobox', { name: 'Operations' })).toHaveAccessibleDescription('At least one operation is required');
    await expect(dialog.getByRole('combobox', { name: 'Services' })).toHaveAccessibleDescription('At least one service is required');
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  },
};

/** The business types offer the specialization list and the services the spec's 16 entries, nothing more (issue 21 v). */
export const ChoiceLists: Story = {
  beforeEach: emptyWhoWeAre,
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    const optionsOf = async (label: string) => {
      await userEvent.click(dialog.getByRole('combobox', { name: label }));
      const listbox = await screen.findByRole('listbox');
      const names = within(listbox).getAllByRole('option').map((o) => o.textContent?.trim());
      await userEvent.keyboard('{Escape}');
      return names;
    };
    const specializations = (whoWeAreRules as Record<string, unknown>).SPECIALIZATION_OPTIONS;
    await expect(specializations).toHaveLength(16);
    await expect(await optionsOf('Business types')).toEqual(specializations);
    const services = await optionsOf('Services');
    await expect(services).toHaveLength(16);
    await expect(services).toEqual([...whoWeAreRules.SERVICE_OPTIONS]);
    await expect(services.at(-1)).toBe('Other');
  },
};

/** Step 2 on an empty profile: the media and the four texts are required, each with its message. */
export const ContentValidation: Story = {
  beforeEach: emptyWhoWeAre,
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await pick(dialog, 'Business types', 'Language Education');
    await pick(dialog, 'Operations', 'Singapore');
    await pick(dialog, 'Services', 'Exam Preparation');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await editor(dialog, 'Our Detail');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Upload your media')).toBeVisible();
    await expect(dialog.getByText('Enter your our details')).toBeVisible();
    await expect(dialog.getByText('Enter your our history')).toBeVisible();
    await expect(dialog.getByText('Enter your our values')).toBeVisible();
    await expect(dialog.getByText('Enter your our goals')).toBeVisible();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  },
};

/** Step 2 with what is stored: the media and the four editors with their n/1000 counters. */
export const EditContentStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await editor(dialog, 'Our Goals')).toHaveTextContent('Open two new campuses by 2028.');
    await expect(dialog.getByRole('img', { name: 'About us media' })).toBeVisible();
    await expect(dialog.getByText('30/1000')).toBeVisible();
  },
};

/** The about-us media step links the media approval policy at /policies (issue 21 r). */
export const MediaPolicy: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    const policy = dialog.getByRole('link', { name: 'Media approval policy' });
    await expect(policy).toBeVisible();
    await expect(policy).toHaveAttribute('href', '/policies');
  },
};

/** Over 1000 characters: the counter shows it, nothing stops the input. */
export const LongText: Story = {
  beforeEach: () => {
    stored().our_history = `<p>${'Founded in 2009 by three teachers who believed every child deserves a bilingual education. '.repeat(12)}</p>`;
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await editor(dialog, 'Our History');
    await expect(dialog.getByText(/^1\d{3}\/1000$/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  },
};

/** The preview shows the rich text sanitized: no script, no event handler, no javascript: link. */
export const PreviewSanitized: Story = {
  beforeEach: () => {
    stored().our_values = '<ul><li>Curiosity</li><li>Care</li></ul><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">Our charter</a><script>alert(1)</script>';
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await editor(dialog, 'Our Values');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    const preview = previewStep();
    await expect(within(preview).getByText('Curiosity')).toBeVisible();
    await expect(preview.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  },
};

/** The whole flow: a new service, a new goal, preview, Save; the store and the section show it. */
export const SaveFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openEdit(canvasElement);
    await pick(dialog, 'Services', 'Teacher Training');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await replaceText(dialog, 'Our Goals', 'Open a teacher academy in Lagos by 2027.');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(within(previewStep()).getByText('Open a teacher academy in Lagos by 2027.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Who we are' })).toBeNull());
    await expect(stored().services).toEqual(['Tutoring Services', 'Curriculum Development', 'Teacher Training']);
    await expect(stored().our_goals).toBe('<p>Open a teacher academy in Lagos by 2027.</p>');
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ services: ['Tutoring Services', 'Curriculum Development', 'Teacher Training'] }));
    await expect(await within(canvasElement).findByText('Open a teacher academy in Lagos by 2027.')).toBeVisible();
  },
};

/** New media: picked, cropped at 16:9, previewed, then sent as the about_us_media part. */
export const UploadMedia: Story = {
  play: async ({ canvasElement }) => {
    const before = stored().about_us_media;
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await editor(dialog, 'Our Detail');
    await cropMedia(dialog, 'Change media');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(within(previewStep()).getByRole('img', { name: 'About us media' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Who we are' })).toBeNull());
    await expect(stored().about_us_media).not.toBe(before);
  },
};

/** A failed save keeps the dialog on the preview with everything typed, and says why. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('business.updateAboutUs', { status: 500, message: 'The profile service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await replaceText(dialog, 'Our Goals', 'Reach 5,000 learners by 2030.');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Could not save: The profile service is unavailable')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Edit Who we are' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(await editor(dialog, 'Our Goals')).toHaveTextContent('Reach 5,000 learners by 2030.');
    await expect(stored().our_goals).toBe('<p>Open two new campuses by 2028.</p>');
  },
};

/** While the save runs, the dialog is busy and Save shows its progress. */
export const Saving: Story = {
  beforeEach: () => {
    mockControls.delay('business.updateAboutUs', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await editor(dialog, 'Our Detail');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Edit Who we are' })).toHaveAttribute('data-submit-state', 'submitting'));
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** An anonymous visitor reads the section; nothing to edit. */
export const AnonymousVisitor: Story = {
  args: { editable: false },
  parameters: { session: 'anonymous' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Services' })).toHaveTextContent('Curriculum Development');
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit Who we are' })).toBeNull();
  },
};

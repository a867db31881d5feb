import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { WorkExperienceSection } from './WorkExperienceSection';
import { drawPng, emptyProfile, fillProfile, MEMBER_ID, storyUser } from '../EducatorSection/storyUsers';

/** The section on the signed-in member's stored items; after a save it reads them back, as the page does. */
function StoredWorkExperience({ editable = true }: { editable?: boolean }) {
  const [items, setItems] = useState(() => storyUser().work_experience);
  return <WorkExperienceSection items={items} editable={editable} onChanged={(next) => setItems(next ?? storyUser().work_experience)} />;
}

const meta = {
  title: 'Profiles/WorkExperienceSection',
  component: StoredWorkExperience,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    fillProfile();
  },
} satisfies Meta<typeof StoredWorkExperience>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Work Experience' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  return within(await screen.findByRole('dialog', { name: 'Add Work Experience' }));
}

async function fillDetails(dialog: ReturnType<typeof within>) {
  // Pasting keeps the long walks inside the test budget on a busy machine.
  await userEvent.click(dialog.getByRole('textbox', { name: 'Job title' }));
  await userEvent.paste('Head of Science');
  await choose(dialog, 'Industry', 'K-12 Education');
  await userEvent.click(dialog.getByRole('radio', { name: 'Hybrid' }));
  const country = await dialog.findByRole('combobox', { name: 'Country' });
  await userEvent.click(country);
  await userEvent.type(country, 'Jap');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await userEvent.click(dialog.getByRole('textbox', { name: 'City (optional)' }));
  await userEvent.paste('Osaka');
  await choose(dialog, 'Start year', '2019');
  await userEvent.click(dialog.getByRole('checkbox', { name: "I'm Currently Working Here" }));
  await userEvent.click(await dialog.findByRole('textbox', { name: 'Details' }, { timeout: 5000 }));
  await userEvent.paste('Leading a team of six science teachers across the IB Diploma.');
}

/** From the details step: on to the image step, Yes, upload an image, crop it, Apply; the image shows in the wizard. */
async function addCroppedImage(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Yes, upload an image' }));
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await userEvent.upload(dialog.getByLabelText('Choose an image'), await drawPng('science-lab.png'));
  const crop = await screen.findByRole('dialog', { name: 'Crop your image' });
  const apply = await within(crop).findByRole('button', { name: 'Apply' });
  await waitFor(() => expect(apply).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(apply);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop your image' })).toBeNull());
  await expect(await dialog.findByRole('img', { name: 'Head of Science image' }, { timeout: 5000 })).toBeVisible();
}

/** The owner's carousel: the current job reads 'Present'; the details of expertise open in a viewer. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mathematics Teacher' })).toBeVisible();
    await expect(canvas.getByText('2021 – Present')).toBeVisible();
    await expect(canvas.getByText('2017 – 2021')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Details of expertise – Mathematics Teacher' }));
    const viewer = await screen.findByRole('dialog', { name: 'Details of expertise – Mathematics Teacher' });
    await expect(within(viewer).getByText('IB Mathematics for grades 10 to 12.')).toBeVisible();
  },
};

/** A visitor sees the cards but cannot expand the details, and has no edit control. */
export const Visitor: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card fills its carousel slide and stays inside it, border included (a content-box card stuck out below).
    for (const card of await canvas.findAllByRole('article')) {
      const slide = card.parentElement?.getBoundingClientRect();
      await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual((slide?.bottom ?? 0) + 0.5);
    }
    await expect(canvas.getByRole('heading', { name: 'Mathematics Teacher' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Details of expertise|^Edit|^Delete/ })).toBeNull();
  },
};

/** A work picture that fails to load: its box names the picture instead of staying an empty grey box. */
export const BrokenPicture: Story = {
  beforeEach: () => {
    fillProfile();
    const [first] = mockStore.users.find((u) => u.id === MEMBER_ID)?.work_experience ?? [];
    // Answers 404 on the story server.
    if (first) first.image = '/does-not-exist.png';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = storyUser().work_experience[0]?.job_title ?? '';
    await waitFor(() => expect(canvas.getByRole('img', { name: `${title} image` })).toHaveAttribute('data-state', 'placeholder'));
    await expect(canvas.getByText(`${title} image`)).toBeVisible();
  },
};

/** Editing an item whose stored picture fails to load: the image step names the picture in its box, never a broken icon. */
export const WizardEditBrokenPicture: Story = {
  beforeEach: () => {
    fillProfile();
    const [first] = mockStore.users.find((u) => u.id === MEMBER_ID)?.work_experience ?? [];
    // Answers 404 on the story server.
    if (first) first.image = '/does-not-exist.png';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = storyUser().work_experience[0]?.job_title ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Work Experience' }));
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Work Experience' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const picture = () => dialog.getByRole('img', { name: `${title} image` });
    await waitFor(() => expect(picture()).toHaveAttribute('data-state', 'placeholder'));
    await expect(picture()).toBeVisible();
    await expect(dialog.getByText(`${title} image`)).toBeVisible();
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

/** Continue on an empty first step: 'This field is required' on every required field. */
export const WizardValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    // The Details editor loads on demand: its message shows once it is there.
    await waitFor(() => expect(dialog.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6));
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription('This field is required');
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  },
};

/** The end year snaps to the start, and 'I'm Currently Working Here' disables it. */
export const WizardYears: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await choose(dialog, 'Start year', '2015');
    await choose(dialog, 'End year', '2018');
    await choose(dialog, 'Start year', '2020');
    await expect(dialog.getByRole('combobox', { name: 'End year' })).toHaveTextContent('2020');
    await userEvent.click(dialog.getByRole('checkbox', { name: "I'm Currently Working Here" }));
    await expect(dialog.getByRole('combobox', { name: 'End year' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The whole wizard without an image: details, Skip, preview with 'Present', Save. */
export const WizardAddSkippingImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    await fillDetails(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Would you like to add an image?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('2019 – Present')).toBeVisible();
    await expect(preview.getByText('Hybrid · Japan, Osaka')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await expect(await canvas.findByRole('heading', { name: 'Head of Science' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(mockSession.current()?.work_experience[0]).toMatchObject({ job_title: 'Head of Science', end_date: '9999-01-01', image: null, location: 'Japan, Osaka' });
  },
};

/**
 * The same journey on a real server, whose create answers 204 with no entity: the new job is listed once the profile
 * is read back. (Typed in a browser: ProseMirror, the Details editor, cannot be typed into under jsdom.)
 */
export const WizardAddOnARealServer: Story = {
  globals: { mockMode: 'realistic' },
  play: WizardAddSkippingImage.play,
};

/** Yes-upload: pick an image, crop it at 616:236, Change choice goes back, then Save uploads it to the media host. */
export const WizardAddWithImage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillDetails(dialog);
    await addCroppedImage(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The media host's address of the upload (the mock's is a picture it draws), not the cropped image's data: URL.
    await expect(mockSession.current()?.work_experience[0]?.image).toMatch(/^\/pictures\/edu-upload-\d+-/);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving… 100%');
  },
};

/**
 * Back from the image step keeps every detail entered, and forward again keeps the cropped image: nothing is asked
 * twice.
 */
export const WizardBackAndForwardKeepsEntries: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillDetails(dialog);
    await addCroppedImage(dialog);

    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveValue('Head of Science');
    await expect(dialog.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('K-12 Education');
    await expect(dialog.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('Japan');
    await expect(dialog.getByRole('textbox', { name: 'City (optional)' })).toHaveValue('Osaka');
    await expect(dialog.getByRole('checkbox', { name: "I'm Currently Working Here" })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveTextContent('Leading a team of six science teachers across the IB Diploma.');

    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('img', { name: 'Head of Science image' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('Hybrid · Japan, Osaka')).toBeVisible();
    await expect(preview.getByText('2019 – Present')).toBeVisible();
  },
};

/** Editing starts at step 1 prefilled; Save updates the item. */
export const WizardEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Work Experience' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Maths Tutor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Work Experience' }));
    const title = dialog.getByRole('textbox', { name: 'Job title' });
    await expect(title).toHaveValue('Maths Tutor');
    await expect(dialog.getByRole('combobox', { name: 'Start year' })).toHaveTextContent('2017');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Maths Tutor');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockSession.current()?.work_experience.map((w) => w.job_title)).toContain('Senior Maths Tutor'), { timeout: 4000 });
  },
};

/** A failed save keeps the wizard open on the preview with the server's message. */
export const WizardSaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.createWorkExperience', { status: 500, message: 'Failed to save work experience' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillDetails(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Failed to save work experience', {}, { timeout: 4000 })).toBeVisible();
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  },
};

/** A save that fails after the image upload clears 'Saving… n%' and keeps everything entered. */
export const WizardSaveFailsKeepsInput: Story = {
  beforeEach: () => {
    mockControls.fail('users.createWorkExperience', { status: 500, message: 'Failed to save work experience' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    await fillDetails(dialog);
    await addCroppedImage(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Failed to save work experience', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByText(/^Saving…/)).toBeNull();
    await expect(dialog.getByRole('img', { name: 'Head of Science image' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveValue('Head of Science');
    await expect(await dialog.findByRole('textbox', { name: 'Details' })).toHaveTextContent('Leading a team of six science teachers across the IB Diploma.');
  },
};

/** Opens Maths Tutor's edit wizard and returns the dialog and its details editor (the editor loads on demand). */
async function editMathsTutor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Work Experience' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Maths Tutor' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Work Experience' }));
  return { dialog, details: await dialog.findByRole('textbox', { name: 'Details' }, { timeout: 5000 }) };
}

/** Saves the wizard as it stands (no image), waits for it to close and returns what the mock server stored. */
async function saveWithoutImage(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  return mockSession.current()?.work_experience.find((w) => w.job_title === 'Maths Tutor')?.details;
}

const TWO_PARAGRAPH_DETAILS = '<p>GCSE and A level.</p><p>Twelve students<br>every week.</p>';

/** Details of two paragraphs open in the editor as two with their line break, save back as they were and show as two. */
export const WizardEditKeepsParagraphs: Story = {
  beforeEach: () => {
    const stored = mockSession.current()?.work_experience.find((w) => w.job_title === 'Maths Tutor');
    if (stored) stored.details = TWO_PARAGRAPH_DETAILS;
  },
  play: async ({ canvasElement }) => {
    const { dialog, details } = await editMathsTutor(canvasElement);
    const [one, two] = Array.from(details.querySelectorAll('p'));
    await expect(one).toHaveTextContent('GCSE and A level.');
    await expect(two?.querySelector('br')?.previousSibling?.textContent).toBe('Twelve students');
    await expect(await saveWithoutImage(dialog)).toBe(TWO_PARAGRAPH_DETAILS);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Details of expertise – Maths Tutor' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Details of expertise – Maths Tutor' }));
    const first = await viewer.findByText('GCSE and A level.');
    await expect(first.tagName).toBe('P');
    await expect(first.nextElementSibling?.tagName).toBe('P');
  },
};

/** Details another client stored with bold, a link, a list and unsafe parts open formatted and save back sanitised. */
export const WizardEditKeepsFormatting: Story = {
  beforeEach: () => {
    const stored = mockSession.current()?.work_experience.find((w) => w.job_title === 'Maths Tutor');
    if (stored) {
      stored.details = '<p><strong>Bold</strong> <a href="https://x.test" onclick="alert(1)">link</a></p><ul><li>one</li></ul><script>alert(1)</script>';
    }
  },
  play: async ({ canvasElement }) => {
    const { dialog, details } = await editMathsTutor(canvasElement);
    const editor = within(details);
    await expect(editor.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://x.test');
    await expect(editor.getByRole('listitem')).toHaveTextContent('one');
    await expect(editor.getByText('Bold').tagName).toBe('STRONG');
    await expect(await saveWithoutImage(dialog)).toMatch(
      /^<p><strong>Bold<\/strong> <a href="https:\/\/x\.test">link<\/a><\/p><ul><li>(<p>)?one(<\/p>)?<\/li><\/ul>$/,
    );
  },
};

/** One job in a 900 px column: its card uses the column's width, not a quarter of it. */
export const OneCardFillsAWideColumn: Story = {
  beforeEach: () => {
    const me = mockSession.current();
    if (me) me.work_experience = me.work_experience.slice(0, 1);
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = canvas.getByRole('group', { name: '1 of 1' });
    await expect(slide.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/** Four jobs in a 412 px phone column: one card a page, each wider than 240 px, with arrows. */
export const OneCardPerPageOnAPhone: Story = {
  beforeEach: () => {
    const me = mockSession.current();
    if (me) me.work_experience = [...me.work_experience, ...me.work_experience].map((w, i) => ({ ...w, id: 900 + i }));
  },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden slides are left out of the accessibility tree: one shows.
    await waitFor(() => expect(canvas.getAllByRole('group', { name: /of 4$/ })).toHaveLength(1));
    await expect(canvas.getByRole('group', { name: '1 of 4' }).getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

/** Delete in Edit mode. */
export const DeleteItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Work Experience' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Maths Tutor' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Maths Tutor' })).toBeNull());
    await expect(mockSession.current()?.work_experience.map((w) => w.job_title)).toEqual(['Mathematics Teacher']);
  },
};

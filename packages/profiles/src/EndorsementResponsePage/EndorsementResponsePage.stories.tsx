import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EndorsementResponsePage } from './EndorsementResponsePage';

/** The seeded request Amara Okafor sent to a former head teacher who has no EDU Passport account. */
const EXTERNAL_REQUEST_ID = 6901;

const meta = {
  title: 'Profiles/EndorsementResponsePage',
  component: EndorsementResponsePage,
  args: { endorsementId: EXTERNAL_REQUEST_ID },
  // The endorser follows a link from an e-mail: usually nobody is signed in.
  parameters: { session: 'anonymous', layout: 'padded' },
} satisfies Meta<typeof EndorsementResponsePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openForm(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  // The machine running the stories is shared: allow a slow first answer.
  await canvas.findByRole('heading', { level: 1, name: 'Endorse Amara Okafor' }, { timeout: 5000 });
  return canvas;
}

const TEXT = 'Amara led our Year 9 mathematics team for three years. Her lessons were calm, rigorous and full of curiosity.';

/** Fills the required fields by pasting: typing their 120 keys was most of each story's time (KeyboardOnlySubmit types). */
async function fillRequired(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('textbox', { name: 'Your name' }));
  await userEvent.paste('Margaret Hale');
  await userEvent.click(canvas.getByRole('textbox', { name: 'Your endorsement' }));
  await userEvent.paste(TEXT);
}

const stored = () => mockStore.endorsements.find((e) => e.id === EXTERNAL_REQUEST_ID);

/** The form: who asked, the skills, and the fields; the rating starts at 5 stars. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await expect(canvas.getByText('Amara Okafor asked you to endorse their skills on EDU Passport.')).toBeVisible();
    const skills = canvas.getByRole('list', { name: 'Skills to endorse' });
    await expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lesson Planning', 'Mentoring']);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your position' })).toHaveAccessibleDescription('Optional');
    await expect(canvas.getByRole('button', { name: 'Send endorsement' })).toBeEnabled();
  },
};

/** While the request loads: a skeleton that announces what it waits for. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('endorsements.get', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the endorsement request');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The request cannot be loaded: the reason and a retry, which then shows the form. */
export const LoadError: Story = {
  beforeEach: () => {
    mockControls.fail('endorsements.get', { status: 503, message: 'The endorsement service is down for maintenance' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this endorsement request')).toBeVisible();
    await expect(canvas.getByText('The endorsement service is down for maintenance')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await openForm(canvasElement);
  },
};

/** A link to a request that does not exist (withdrawn, or cut short). */
export const NotFound: Story = {
  args: { endorsementId: 999999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Endorsement request not found' })).toBeVisible();
    await expect(canvas.getByText('The link may be incomplete, or the request was withdrawn.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A request that was already answered: no second form. */
export const AlreadyAnswered: Story = {
  beforeEach: () => {
    Object.assign(stored() ?? {}, { status: 'completed', name: 'Margaret Hale', recommendation: 'A wonderful colleague.', rating: 5 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This endorsement has already been given' })).toBeVisible();
    await expect(canvas.getByText(/your endorsement of Amara Okafor is already on their EDU Passport profile/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send endorsement' })).toBeNull();
  },
};

/** Every validation message: name and text required, a photo link must be a web address. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link to your photo' }), 'my photo');
    await userEvent.click(canvas.getByRole('button', { name: 'Send endorsement' }));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription('Enter your name');
    await expect(canvas.getByRole('textbox', { name: 'Your endorsement' })).toHaveAccessibleDescription(
      /Write a few words about their work/,
    );
    await expect(canvas.getByRole('textbox', { name: 'Link to your photo' })).toHaveAccessibleDescription(
      /Enter a link that starts with http:\/\/ or https:\/\//,
    );
    // Whitespace is not a name.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), '   ');
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription('Enter your name');
    await expect(stored()?.status).toBe('pending');
  },
};

/** A failed send keeps everything typed, says why, and a second try goes through. */
export const SubmitFailureKeepsInput: Story = {
  beforeEach: () => {
    mockControls.fail('endorsements.respond', { status: 500, message: 'We could not save your endorsement right now' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your organization' }), 'Greenfield Academy');
    await userEvent.click(canvas.getByRole('button', { name: 'Send endorsement' }));
    await expect(await canvas.findByText('Could not send your endorsement: We could not save your endorsement right now')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Margaret Hale');
    await expect(canvas.getByRole('textbox', { name: 'Your endorsement' })).toHaveValue(TEXT);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your organization' })).toHaveValue('Greenfield Academy');
    await userEvent.click(canvas.getByRole('button', { name: 'Send endorsement' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your endorsement' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A saved answer: the thank-you view, and the endorsement stored with trimmed fields. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await fillRequired(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your position' }), '  Former Head of School  ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your organization' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send endorsement' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your endorsement' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Your words now appear on Amara Okafor's EDU Passport profile.")).toBeVisible();
    await expect(stored()).toMatchObject({ status: 'completed', name: 'Margaret Hale', rating: 5, position: 'Former Head of School', organization: null, avatar: null });
  },
};

/** Keyboard only: Tab through the form, arrows choose the rating, Enter on Send. */
export const KeyboardOnlySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send endorsement' });
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await userEvent.keyboard('Margaret Hale');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Your endorsement' })).toHaveFocus();
    await userEvent.keyboard('Amara mentors new teachers with patience and real warmth.');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    for (let i = 0; i < 10 && canvasElement.ownerDocument.activeElement !== send; i += 1) await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your endorsement' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(stored()).toMatchObject({ status: 'completed', rating: 3 }));
  },
};

/** The form in the dark theme, with a long list of skills. */
export const DarkWithManySkills: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => {
    Object.assign(stored() ?? {}, {
      skills: ['Lesson Planning', 'Mentoring', 'Classroom Management', 'Curriculum Development', 'Student Assessment', 'Leadership and Supervision'],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Skills to endorse' })).getAllByRole('listitem')).toHaveLength(6);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { BusinessProfilePage } from './BusinessProfilePage';
import { answerWithoutEntity, capitalised, withHandler, type EntitylessAnswer } from '../hooks/realServerTestUtils';

const meta = {
  title: 'Profiles/BusinessProfilePage',
  component: BusinessProfilePage,
  parameters: { layout: 'fullscreen', session: 'businessOwner' },
} satisfies Meta<typeof BusinessProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anything only the owner may see. */
const EDIT_CONTROL = /^(edit|update|add item|delete|upload)/i;
const editControls = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('button')
    .filter((b) => EDIT_CONTROL.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));

const navigate = fn().mockName('navigate');

/** The owner on their own full page: every section, the Update control, no 'Message Us!'. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Greenfield Academy' }, { timeout: 5000 })).toBeVisible();
    for (const title of ['Company Information', 'Who we are', 'Credentials and Awards', 'Event Gallery', 'Our Team', 'Links']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Message Us!' })).toBeNull();
    // The hero: a square logo, and the owner edits both images.
    await expect(canvas.getByRole('region', { name: 'Greenfield Academy' })).toHaveAttribute('data-shape', 'square');
    await expect(canvas.getByRole('button', { name: 'Edit banner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit profile picture' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-view="owner"]')).not.toBeNull();
  },
};

/** The owner's share link (`mode=preview`): read-only. */
export const OwnerPreview: Story = {
  args: { userId: MOCK_USER_IDS.businessOwner, preview: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Greenfield Academy' }, { timeout: 5000 });
    await expect(editControls(canvasElement)).toEqual([]);
  },
};

/** A visitor on another business: 'Message Us!', Share, and not a single edit control. */
export const Visitor: Story = {
  args: { userId: 104 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Harbour International' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message Us!' })).toBeVisible();
    await expect(editControls(canvasElement)).toEqual([]);
    await expect(canvasElement.querySelector('[data-view="visitor"]')).not.toBeNull();
  },
};

/** An anonymous visitor reads the page; 'Message Us!' asks for a login. */
export const AnonymousVisitor: Story = {
  args: { userId: 104 },
  parameters: { session: 'anonymous' },
  decorators: [
    (Story) => (
      <EduProvider navigate={navigate}>
        <Story />
      </EduProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Message Us!' }, { timeout: 5000 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    await expect(editControls(canvasElement)).toEqual([]);
  },
};

/** The external-jobs account: the aggregated profile, read-only; 'Message Us!' goes to /external-jobs. */
export const ExternalJobsAccount: Story = {
  args: { userId: MOCK_USER_IDS.externalJobs },
  parameters: { session: 'member' },
  decorators: [
    (Story) => (
      <EduProvider navigate={navigate}>
        <Story />
      </EduProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'External Jobs' }, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-view="external"]')).not.toBeNull();
    await expect(editControls(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Message Us!' }));
    await expect(navigate).toHaveBeenCalledWith('/external-jobs');
  },
};

/** A business with every section empty. */
export const EmptyProfile: Story = {
  args: { userId: 108 },
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kinder Garden Group' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Nothing added yet.').length).toBeGreaterThanOrEqual(5);
  },
};

/**
 * A business owner without a business profile is not stuck: the sections show with their edit controls, the
 * company form asks for a name, and saving it makes the page theirs (issue 21 l).
 */
export const OwnerWithoutProfile: Story = {
  beforeEach: () => {
    Object.assign(mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)!, { business_profile: null });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Company Information' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('This account has no business profile yet.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit Who we are' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Company Information' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Enter your company name')).toBeVisible();
    // The legal name is required on the first save too.
    await expect(dialog.getByText('Enter your legal name')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Company name' }), 'Greenfield Learning Hub');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Legal name' }), 'Greenfield Learning Hub Ltd');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tagline' }), 'Learning for every family');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Company information updated successfully')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Greenfield Learning Hub' })).toBeVisible();
    await expect(canvas.getAllByText('Learning for every family').length).toBeGreaterThan(0);
    const stored = mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.business_profile;
    await expect(stored?.company_name).toBe('Greenfield Learning Hub');
  },
};

/** Share opens the share dialog for this business profile. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Share' }, { timeout: 5000 }));
    await expect(await screen.findByRole('dialog', { name: 'Share this business profile to your friends!' })).toBeVisible();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('users.getCurrentUser', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull();
  },
};

/** The load fails; Retry loads it. */
export const LoadError: Story = {
  beforeEach: () => {
    mockControls.fail('users.getCurrentUser', { status: 500, message: 'The profile service is unavailable' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't load this business profile", {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Greenfield Academy' }, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * The company information saved on a server that answers without the profile (204 or `{"success": true}`) and
 * capitalises the tagline: the page reads it back, so it shows what the server stored.
 */
function companySavedOnARealServer(answer: EntitylessAnswer): Story {
  return {
    parameters: withHandler(
      answerWithoutEntity('put', '*/api/users/update-business-profile-general-information', answer, async (request) => {
        const body = (await request.json()) as { company_tagline: string };
        mockSession.current()!.business_profile!.company_tagline = capitalised(body.company_tagline);
      }),
    ),
    play: async ({ canvasElement }) => {
      const header = within(await within(canvasElement).findByRole('region', { name: 'Company Information' }));
      await userEvent.click(header.getByRole('button', { name: 'Update' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Update Company Information' }));
      const tagline = dialog.getByRole('textbox', { name: 'Tagline' });
      await userEvent.clear(tagline);
      await userEvent.type(tagline, 'bilingual schools');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());
      await expect(await header.findByText('Bilingual schools')).toBeVisible();
      await expect(header.queryByText('bilingual schools')).toBeNull();
    },
  };
}

/** A company information save answered 204 No Content: the page shows what the server stored. */
export const CompanySavedNoContent: Story = companySavedOnARealServer('no-content');

/** A company information save answered `{"success": true}`: the page shows what the server stored. */
export const CompanySavedSuccess: Story = companySavedOnARealServer('success');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { storyUser } from '../EducatorSection/storyUsers';

/** Mateo Garcia, open to work, with Amara's degree so every educator fact shows. */
const educator = { ...storyUser(13), my_education: storyUser(1).my_education, nationality: 'Nigeria,Germany' };
const business = storyUser(MOCK_USER_IDS.businessOwner);
const vendor = storyUser(103);
const unknownSize = storyUser(108);
const external = storyUser(MOCK_USER_IDS.externalJobs);

const meta = {
  title: 'Profiles/ProfileSummaryCard',
  component: ProfileSummaryCard,
  args: { profile: educator },
} satisfies Meta<typeof ProfileSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn().mockName('navigate');
const withNavigate: Story['decorators'] = [
  (Story) => (
    <EduProvider navigate={navigate}>
      <Story />
    </EduProvider>
  ),
];

/** An educator: flags, field of study, location, degree, the counts, Open To Work and Message. */
export const Educator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mateo Garcia' })).toBeVisible();
    await expect(canvas.getByText('Open To Work')).toBeVisible();
    await expect(canvas.getByText('Mathematics Education')).toBeVisible();
    await expect(canvas.getByText('Bachelor of Education')).toBeVisible();
    await expect(canvas.getByText('1 Language · 1 Certification')).toBeVisible();
    // The flags arrive with the country list.
    await waitFor(() => expect(canvasElement.querySelector('[data-part="nationality"] [aria-hidden="true"]')?.textContent).toContain('🇳🇬'));
    await expect(canvas.getByRole('button', { name: 'Message Mateo Garcia' })).toBeVisible();
  },
};

/** The name opens the profile dialog, titled 'Educator Profile', with Message and View Profile. */
export const EducatorDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mateo Garcia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Educator Profile' });
    await expect(within(dialog).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profiles/educator?id=13&mode=preview');
    await expect(within(dialog).getByText('Open To Work')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Message Mateo Garcia' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Several languages read 'n Languages'. */
export const ManyLanguages: Story = {
  args: { profile: { ...educator, language: 'English:Native,French:Fluent,Arabic:Beginner', additional_skills: ['TEFL', 'IB Certified', 'First Aid'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 Languages · 3 Certifications')).toBeVisible();
  },
};

/** A long name is cut to 20 characters; the full name stays in the title and the card's label. */
export const LongName: Story = {
  args: { profile: { ...educator, full_name: 'Maximiliana Alexandra Featherstonehaugh-Okonkwo' } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('button', { name: 'Maximiliana Alexandr…' });
    await expect(name).toHaveAttribute('title', 'Maximiliana Alexandra Featherstonehaugh-Okonkwo');
  },
};

/** No picture and no banner: the initials avatar and the brand gradient. */
export const NoPicture: Story = {
  args: { profile: { ...educator, profile_picture: undefined, banner_picture: undefined, open_to_work: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MG')).toBeVisible();
    await expect(canvas.queryByText('Open To Work')).toBeNull();
  },
};

/** Share mode: neither Open To Work nor Message, in the card or its dialog. */
export const ShareMode: Story = {
  args: { shareMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Open To Work')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /message/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mateo Garcia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Educator Profile' });
    await expect(within(dialog).queryByText('Open To Work')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /message/i })).toBeNull();
  },
};

/** A business: company name, size label and website; its dialog is 'Business Profile'. */
export const Business: Story = {
  args: { profile: business },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Startup (1-10 employees)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /greenfield-academy\.example\.com/ })).toHaveAttribute('href', 'https://greenfield-academy.example.com/');
    await userEvent.click(canvas.getByRole('button', { name: 'Greenfield Academy' }));
    await expect(await screen.findByRole('dialog', { name: 'Business Profile' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profiles/business?id=101&mode=preview');
  },
};

/** A vendor: 'Medium-sized (50-249 employees)' and a 'Vendor Profile' dialog. */
export const Vendor: Story = {
  args: { profile: vendor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Medium-sized (50-249 employees)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'LessonLab' }));
    await expect(await screen.findByRole('dialog', { name: 'Vendor Profile' })).toBeVisible();
  },
};

/**
 * A business account without `business_profile`, holding educator-looking data (a degree, languages, Open To Work):
 * the card shows the account's name, a square avatar and the empty business state, never educator facts; so does its
 * 'Business Profile' dialog.
 */
export const BusinessWithoutProfile: Story = {
  args: {
    profile: {
      ...educator,
      id: MOCK_USER_IDS.businessOwner,
      user_types: 'business',
      full_name: 'Harbour Tutors',
      open_to_work: true,
      business_profile: undefined,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Harbour Tutors' });
    await expect(card).toHaveAttribute('data-type', 'business');
    await expect(within(card).getByText('This account has no business profile yet.')).toBeVisible();
    await expect(within(card).queryByText('Mathematics Education')).toBeNull();
    await expect(within(card).queryByText(/Languages?$|Certifications?$/)).toBeNull();
    await expect(within(card).queryByText('Open To Work')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Harbour Tutors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business Profile' });
    await expect(within(dialog).getByText('This account has no business profile yet.')).toBeVisible();
    await expect(within(dialog).queryByText('Degree')).toBeNull();
    await expect(within(dialog).queryByText('Nationality')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/profiles/business?id=${MOCK_USER_IDS.businessOwner}&mode=preview`);
  },
};

/** A vendor without `business_profile`: the same empty business state, typed 'vendor'. */
export const VendorWithoutProfile: Story = {
  args: { profile: { ...educator, id: 103, user_types: 'vendor', full_name: 'LessonLab', business_profile: undefined } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'LessonLab' });
    await expect(card).toHaveAttribute('data-type', 'vendor');
    await expect(within(card).getByText('This account has no business profile yet.')).toBeVisible();
    await expect(within(card).queryByText(/Nigeria/)).toBeNull();
  },
};

/** An account type the kit does not know (a newer server's): shown as an educator, its dialog 'Educator Profile'. */
export const UnknownAccountType: Story = {
  args: { profile: { ...educator, user_types: 'moderator', business_profile: business.business_profile } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Mateo Garcia' })).toHaveAttribute('data-type', 'educator');
    await expect(canvas.getByText('Mathematics Education')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mateo Garcia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Educator Profile' });
    await expect(within(dialog).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profiles/educator?id=13&mode=preview');
  },
};

/** A size outside the four known ones reads 'Unknown'. */
export const UnknownSize: Story = {
  args: { profile: unknownSize },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown')).toBeVisible();
  },
};

/** Message starts a chat and goes to the chat room. */
export const MessageStartsChat: Story = {
  decorators: withNavigate,
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message Mateo Garcia' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/inbox\?section=chats&chatRoom=/)));
  },
};

/** An anonymous visitor's Message goes to the login page. */
export const AnonymousMessage: Story = {
  parameters: { session: 'anonymous' },
  decorators: withNavigate,
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message Mateo Garcia' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  },
};

/** The external-jobs account: Message goes to /external-jobs, the website leads there too, and no profile dialog opens. */
export const ExternalJobsAccount: Story = {
  args: { profile: external },
  decorators: withNavigate,
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'External Jobs' })).toBeNull();
    await expect(canvas.getByText('External Jobs')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Message External Jobs' }));
    await expect(navigate).toHaveBeenCalledWith('/external-jobs');
  },
};

/** One's own card has no Message button (one cannot chat with oneself). */
export const OwnCard: Story = {
  args: { profile: storyUser(MOCK_USER_IDS.member) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Amara Okafor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /message/i })).toBeNull();
  },
};

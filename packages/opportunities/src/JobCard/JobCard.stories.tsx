import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { opportunitiesMessages } from '../messages';
import { cardWidth, withOpportunities } from '../stories/decorators';
import { storyJob } from '../stories/storyData';
import { ExternalJobCard, JobCard } from './JobCard';

const physicsTutor = storyJob(2000);
const navigate = fn();
const requireLogin = fn();

const meta = {
  title: 'Opportunities/JobCard',
  component: JobCard,
  args: { job: physicsTutor, onDeleted: fn(), onReported: fn(), onFavouriteChange: fn() },
  decorators: [cardWidth(), withOpportunities],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article', { name: /Physics Tutor/ });

/** A member looks at an internal job: every field, the freshness badge, favourite, share and Report. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    const job = within(card(canvasElement));
    await expect(job.getByRole('link', { name: /Physics Tutor/ })).toHaveAttribute('href', '/details/job/2000');
    await expect(job.getByText('Greenfield Academy')).toBeVisible();
    await expect(job.getByText('$85,000 / year')).toBeVisible();
    await expect(job.getByText('2+ years experience')).toBeVisible();
    await expect(job.getByRole('button', { name: 'Favourite Physics Tutor' })).toHaveAttribute('aria-pressed', 'false');
    await expect(job.getByRole('button', { name: 'Report Physics Tutor' })).toBeVisible();
    await expect(job.queryByRole('button', { name: /Delete Job/ })).toBeNull();
  },
};

/** The title opens the job's detail in a new tab through the host's navigation; the link says so, the card is named by the title alone. */
export const OpensDetailInNewTab: Story = {
  render: (args) => (
    <EduProvider navigate={navigate}>
      <JobCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveAccessibleName('Physics Tutor');
    await expect(within(card(canvasElement)).getByRole('link')).toHaveAccessibleName('Physics Tutor (opens in a new tab)');
    await userEvent.click(within(card(canvasElement)).getByRole('link', { name: /Physics Tutor/ }));
    await expect(navigate).toHaveBeenCalledWith('/details/job/2000', { newTab: true });
  },
};

/** An external job (from the external-jobs account) opens its detail with ?isExternal=true. */
export const External: Story = {
  args: { job: storyJob(2004) },
  render: (args) => (
    <EduProvider navigate={navigate}>
      <ExternalJobCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-variant', 'external');
    const link = within(article).getByRole('link', { name: /Physics Tutor/ });
    await expect(link).toHaveAttribute('href', '/details/job/2004?isExternal=true');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/details/job/2004?isExternal=true', { newTab: true });
  },
};

/** Sharing an external job shares its external detail link (`?isExternal=true`), as the title opens it. */
export const ExternalShareLink: Story = {
  args: { job: storyJob(2004) },
  render: (args) => <ExternalJobCard {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share Physics Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    const email = within(dialog).getByRole('link', { name: 'Share via Email' });
    await expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(`${window.location.origin}/details/job/2004?isExternal=true`);
  },
};

/** Already a favourite, as the host's list says (`defaultFavourite`, or a list's `favouriteIds`); un-favouriting it is saved on the server. */
export const Favourite: Story = {
  args: { defaultFavourite: true },
  beforeEach: () => {
    mockStore.favorites.jobs.push({ user_id: MOCK_USER_IDS.member, target_id: 2000 });
  },
  play: async ({ canvasElement, args }) => {
    const heart = within(card(canvasElement)).getByRole('button', { name: 'Favourite Physics Tutor' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(args.onFavouriteChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(mockStore.isFavorite('jobs', MOCK_USER_IDS.member, 2000)).toBe(false));
  },
};

/** A favourite by the job's own field (`is_favorite: true` from the server), which wins over a host's list that says otherwise. */
export const FavouriteFromItemField: Story = {
  args: { job: { ...physicsTutor, is_favorite: true }, defaultFavourite: false },
  beforeEach: () => {
    mockStore.favorites.jobs.push({ user_id: MOCK_USER_IDS.member, target_id: 2000 });
  },
  play: async ({ canvasElement }) => {
    const heart = within(card(canvasElement)).getByRole('button', { name: 'Favourite Physics Tutor' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(mockStore.isFavorite('jobs', MOCK_USER_IDS.member, 2000)).toBe(false));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * Unknown: neither the job nor the host says whether it is a favourite (it is one on the server). The heart shows
 * empty, marked `data-favourite="unknown"`; a click reads the server's favourites first and, the job being one
 * already, shows it filled without sending a toggle that would undo it.
 */
export const FavouriteUnknown: Story = {
  beforeEach: () => {
    mockStore.favorites.jobs.push({ user_id: MOCK_USER_IDS.member, target_id: 2000 });
  },
  play: async ({ canvasElement, args }) => {
    const heart = within(card(canvasElement)).getByRole('button', { name: 'Favourite Physics Tutor' });
    await expect(heart).toHaveAttribute('data-favourite', 'unknown');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(heart).not.toHaveAttribute('data-favourite');
    await waitFor(() => expect(args.onFavouriteChange).toHaveBeenCalledWith(true));
    await expect(mockStore.isFavorite('jobs', MOCK_USER_IDS.member, 2000)).toBe(true);
  },
};

/**
 * A real server answers the toggle with `{"success": true}` and no state, and neither the job nor the host says
 * what it was: the heart reads the server's favourites (one of them malformed) and shows the job now favourited.
 */
export const FavouriteUnknownOnARealServer: Story = {
  globals: { mockMode: 'realistic' },
  play: async ({ canvasElement, args }) => {
    const heart = within(card(canvasElement)).getByRole('button', { name: 'Favourite Physics Tutor' });
    await expect(heart).toHaveAttribute('data-favourite', 'unknown');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true));
    await expect(mockStore.isFavorite('jobs', MOCK_USER_IDS.member, 2000)).toBe(true);
    await expect(screen.queryByText(opportunitiesMessages.favouriteUpdated)).toBeNull();
  },
};

/** Report opens the report dialog; a sent report ends on the success view. */
export const Report: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(card(canvasElement)).getByRole('button', { name: 'Report Physics Tutor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Job' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Spam or scam' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Details/ }), 'The contact asks for a visa fee up front.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Report' }));
    await expect(await screen.findByRole('dialog', { name: 'Report submitted' })).toBeVisible();
    await expect(args.onReported).toHaveBeenCalledWith(2000);
  },
};

/** Share opens the shared dialog for a job. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(card(canvasElement)).getByRole('button', { name: 'Share Physics Tutor' }));
    await expect(await screen.findByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' })).toBeVisible();
  },
};

/** An anonymous visitor: favourite and Report ask the host to log in instead. */
export const AnonymousVisitor: Story = {
  parameters: { session: 'anonymous' },
  render: (args) => (
    <EduProvider requireLogin={requireLogin}>
      <JobCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const job = within(card(canvasElement));
    await userEvent.click(job.getByRole('button', { name: 'Favourite Physics Tutor' }));
    await expect(requireLogin).toHaveBeenCalledTimes(1);
    await expect(job.getByRole('button', { name: 'Favourite Physics Tutor' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(job.getByRole('button', { name: 'Report Physics Tutor' }));
    await expect(requireLogin).toHaveBeenCalledTimes(2);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** An admin sees Delete Job; confirmed, the job is deleted on the server and the card reports it. */
export const AdminDeleteAllowed: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement, args }) => {
    // Admin code loads on demand: the button appears once it is in.
    await userEvent.click(await within(card(canvasElement)).findByRole('button', { name: 'Delete Job: Physics Tutor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Job deleted successfully')).toBeVisible();
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(2000));
    await expect(mockStore.jobs.some((j) => j.id === 2000)).toBe(false);
  },
};

/** A member is no admin: no Delete Job at all. */
export const AdminDeleteHiddenForMember: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).queryByRole('button', { name: /Delete Job/ })).toBeNull();
  },
};

/**
 * The page still thinks the viewer is an admin but the server does not (the session ended): the
 * server refuses, the confirmation stays with 'Failed to delete job. Please try again.' and the job stays.
 */
export const AdminDeleteDeniedByServer: Story = {
  parameters: { session: 'member' },
  render: (args) => (
    <EduProvider session={{ user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' }, isAdmin: true }}>
      <JobCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement, args }) => {
    // Admin code loads on demand: the button appears once it is in.
    await userEvent.click(await within(card(canvasElement)).findByRole('button', { name: 'Delete Job: Physics Tutor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admin privileges required to delete jobs');
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(mockStore.jobs.some((j) => j.id === 2000)).toBe(true);
  },
};

/** A job with few details: no salary, experience or deadline, and a company without a picture. */
export const FewDetails: Story = {
  args: {
    job: storyJob(2003, {
      user_profile_pic: undefined,
      salary: undefined,
      years_of_experience_min: undefined,
      years_of_experience_max: undefined,
      application_deadline: undefined,
      employment_type: undefined,
    }),
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).queryByText(/years experience/)).toBeNull();
    await expect(within(article).queryByText(/Apply by/)).toBeNull();
    await expect(within(article).getByText('New')).toBeVisible();
  },
};

/** Long texts wrap inside the card. */
export const LongText: Story = {
  args: {
    job: storyJob(2006, {
      job_title: 'Head of Mathematics and Computing Faculty (Key Stage 3 to A-Level, with Pastoral Responsibilities)',
      business: { email: undefined, business_profile: { company_name: 'The International Baccalaureate Academy of Northern Dubai and the Emirates' } },
      student_age_group: 'Secondary and Sixth Form (11-18 years, mixed ability)/High School',
      location: 'Al Barsha South, Dubai, United Arab Emirates',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Secondary and Sixth Form (11-18 years, mixed ability)')).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};

/**
 * In Arabic: the server's words (job type, employment type, age group, the salary's period) read in Arabic, while
 * the job keeps the values the API sent; a value the kit does not know would show as sent.
 */
export const ArabicValues: Story = {
  args: { job: storyJob(2000, { job_type: 'Teaching', employment_type: 'Full-time', salary_type: 'yearly', student_age_group: 'Primary (6-11)/Elementary' }) },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // The Arabic catalogs download first: the card is there once they have.
    const job = within(await within(canvasElement).findByRole('article', { name: /Physics Tutor/ }));
    await expect(job.getByText('دوام كامل')).toBeVisible();
    await expect(job.getByText('تدريس')).toBeVisible();
    await expect(job.getByText('المرحلة الابتدائية (6-11)')).toBeVisible();
    await expect(job.getByText(/ \/ سنة$/)).toBeVisible();
    await expect(job.queryByText(/Full-time|\/ year/)).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EduProvider } from '@edupassport/ui';
import { jobSchema, parseItems } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { withOpportunities } from '../stories/decorators';
import { expectCardHeadings } from '../stories/headings';
import { companyLogos } from '../stories/storyImages';
import { memberFavourites, storyJob, storyJobs } from '../stories/storyData';
import { JobList } from './JobList';

/** The public board: posted jobs, internal and external. */
const board = storyJobs()
  .filter((job) => job.posting_type === 'jobs')
  .slice(0, 6);
/** The employer's dashboard: their own jobs, drafts and templates. */
const dashboard = storyJobs()
  .filter((job) => job.user_id === MOCK_USER_IDS.employer || job.id === 2000)
  .slice(0, 6);

const meta = {
  title: 'Opportunities/JobList',
  component: JobList,
  args: { jobs: board, favouriteIds: memberFavourites('jobs'), onJobDeleted: fn(), onRetry: fn() },
  decorators: [withOpportunities],
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Jobs' });

/** The public board: JobCard for internal jobs, ExternalJobCard for external ones, hearts from the viewer's favourites. */
export const PublicBoard: Story = {
  play: async ({ canvasElement }) => {
    const items = within(list(canvasElement)).getAllByRole('article');
    await expect(items).toHaveLength(6);
    // By default a card's title is an h3, for cards under a section's h2.
    await expectCardHeadings(canvasElement, list(canvasElement), 3);
    await expect(items.filter((item) => item.dataset.variant === 'external').length).toBeGreaterThan(0);
    // 2006 is among the member's seeded favourites.
    const favourite = items.find((item) => within(item).queryByRole('link', { name: /Mathematics Teacher/ }));
    await expect(within(favourite as HTMLElement).getByRole('button', { name: 'Favourite Mathematics Teacher' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The external card is picked by the spec's rule, the external-jobs account's e-mail (`business.email`), not by a
 * flag: a job of that account without `is_external` still opens `/details/job/{id}?isExternal=true`.
 */
export const ExternalByAccountEmail: Story = {
  args: { jobs: [storyJob(2004, { is_external: false }), storyJob(2000)] },
  play: async ({ canvasElement }) => {
    const [external, internal] = within(list(canvasElement)).getAllByRole('article') as HTMLElement[];
    await expect(external).toHaveAttribute('data-variant', 'external');
    await expect(within(external as HTMLElement).getByRole('link', { name: /Physics Tutor/ })).toHaveAttribute('href', '/details/job/2004?isExternal=true');
    await expect(internal).toHaveAttribute('data-variant', 'public');
    await expect(within(internal as HTMLElement).getByRole('link', { name: /Physics Tutor/ })).toHaveAttribute('href', '/details/job/2000');
  },
};

/** A host whose external-jobs account has another e-mail names it with `EduProvider externalJobsEmail`. */
export const ExternalByHostEmail: Story = {
  args: { jobs: [storyJob(2000, { is_external: false, business: { email: 'Vacancies@Feed.example', business_profile: undefined } })] },
  render: (args) => (
    <EduProvider externalJobsEmail="vacancies@feed.example">
      <JobList {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const job = within(list(canvasElement)).getByRole('article');
    await expect(job).toHaveAttribute('data-variant', 'external');
    await expect(within(job).getByRole('link', { name: /Physics Tutor/ })).toHaveAttribute('href', '/details/job/2000?isExternal=true');
  },
};

/** An admin deletes a job: it is gone from the server and from the list. */
export const AdminDeleteRemovesFromList: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement, args }) => {
    const first = within(list(canvasElement)).getAllByRole('article')[0] as HTMLElement;
    // Admin code loads on demand: the button appears once it is in.
    await userEvent.click(await within(first).findByRole('button', { name: /^Delete Job: / }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Job' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('article')).toHaveLength(5));
    await expect(first).not.toBeInTheDocument();
    await expect(args.onJobDeleted).toHaveBeenCalledWith(2000);
    await expect(mockStore.jobs.some((job) => job.id === 2000)).toBe(false);
  },
};

/** An anonymous visitor browses the board: no Delete Job, hearts empty. */
export const AnonymousVisitor: Story = {
  args: { favouriteIds: [] },
  parameters: { session: 'anonymous' },
  play: async ({ canvasElement }) => {
    await expect(within(list(canvasElement)).queryByRole('button', { name: /Delete Job/ })).toBeNull();
  },
};

/** The employer's dashboard: menus by posting_type; a deleted job leaves the list. */
export const EmployerDashboard: Story = {
  args: { jobs: dashboard, variant: 'employer', onPublish: fn(), onPostJob: fn(), onDelete: fn() },
  parameters: { session: 'employer' },
  play: async ({ canvasElement, args }) => {
    const items = within(list(canvasElement)).getAllByRole('article');
    await expect(items.map((item) => item.dataset.postingType)).toEqual(expect.arrayContaining(['jobs', 'drafts', 'templates']));
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Job' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('article')).toHaveLength(dashboard.length - 1));
    await expect(args.onDelete).toHaveBeenCalledWith(dashboard[1]);
  },
};

/**
 * Cards right under the page's h1 (the demo's /jobs): `headingLevel={2}` makes every title an h2, so the page's
 * outline skips no level.
 */
export const UnderThePageHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => expectCardHeadings(canvasElement, list(canvasElement), 2),
};

/** The employer's dashboard right under its h1: the employer cards take the list's level too. */
export const EmployerDashboardUnderThePageHeading: Story = {
  args: { jobs: dashboard, variant: 'employer', headingLevel: 2 },
  parameters: { session: 'employer' },
  play: async ({ canvasElement }) => expectCardHeadings(canvasElement, list(canvasElement), 2),
};

/** While the host loads the jobs. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The host's load failed: the error's message and a retry. */
export const LoadError: Story = {
  args: { error: { message: 'Network error: Please check your connection and try again' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Network error: Please check your connection and try again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No jobs. */
export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No jobs to show')).toBeVisible();
  },
};

/** No jobs, right under the page's h1: the empty state's title takes the list's level. */
export const EmptyUnderThePageHeading: Story = {
  args: { jobs: [], headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No jobs to show' })).toBeVisible();
  },
};

/** Where the Realistic story's host hears about the records parseItems left out. */
const onInvalidData = fn();

/**
 * A host on a real server (toolbar: Mock backend → Realistic) reads its jobs with `parseItems(jobSchema, …)`:
 * here the mock store's, which then hold a vacancy imported without an id. The good jobs show, in order;
 * the broken one is left out and reported once to the host.
 */
export const Realistic: Story = {
  globals: { mockMode: 'realistic' },
  // Read at render, after the preview switched the mock backend to realistic.
  render: (args) => {
    const jobs = parseItems(
      jobSchema,
      mockStore.jobs.map((job, i) => ({ ...job, user_profile_pic: companyLogos[i % companyLogos.length] })),
      { endpoint: 'jobs', onInvalidData },
    );
    return <JobList {...args} jobs={jobs.filter((job) => job.posting_type === 'jobs').slice(0, 6)} />;
  },
  beforeEach: () => {
    onInvalidData.mockClear();
  },
  play: async ({ canvasElement }) => {
    await expect(mockControls.realistic()).toBe(true);
    const items = within(list(canvasElement)).getAllByRole('article');
    // The same six jobs as the lenient board.
    await expect(items).toHaveLength(board.length);
    for (const [i, job] of board.entries()) await expect(items[i]).toHaveTextContent(job.job_title);
    await expect(within(canvasElement).queryByText('Imported vacancy without an id')).toBeNull();
    await expect(within(canvasElement).queryByText('This item could not be shown.')).toBeNull();
    await expect(onInvalidData).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'jobs', index: 1, dropped: 1 }));
  },
};

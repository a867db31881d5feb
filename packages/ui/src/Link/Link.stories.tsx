import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EduContextProvider } from '../EduProvider/context';
import { defaultRoutes } from '../EduProvider/routes';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: defaultRoutes.eventDetail(42), children: 'Science Fair 2026: judging day' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'button'] },
    buttonVariant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
  },
  // The host's client-side router, as a product app injects it.
  decorators: [
    (Story) => (
      <EduContextProvider navigate={navigate}>
        <div style={{ fontFamily: 'var(--edu-font-body)' }}>
          <Story />
        </div>
      </EduContextProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal link: a plain click goes through the host's navigate (no page load). */
export const Internal: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Judging starts at 10:00. See <Link {...args} /> for the timetable.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Science Fair 2026: judging day' });
    await expect(link).toHaveAttribute('href', '/details/event/42');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('data-kind', 'internal');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/details/event/42');
  },
};

/** Keyboard: Enter on a focused internal link navigates the same way. */
export const InternalByKeyboard: Story = {
  args: { variant: 'standalone', href: defaultRoutes.feed(), children: 'Back to the feed' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to the feed' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/feed');
  },
};

/** An external link: new tab, noopener noreferrer, an icon and '(opens in a new tab)' for screen readers. */
export const External: Story = {
  args: { href: 'https://www.greenfield-academy.example/open-day', children: 'Greenfield Academy open day' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      Registration is on the school site: <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Greenfield Academy open day (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-kind', 'external');
    await expect(link).toHaveTextContent('Greenfield Academy open day (opens in a new tab)');
    await expect(within(link).getByText('(opens in a new tab)')).toBeInTheDocument();
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An internal page that opens in a new tab (job details open in a new tab). */
export const InternalNewTab: Story = {
  args: { href: defaultRoutes.jobDetail(7), newTab: true, variant: 'standalone', children: 'Year 4 Class Teacher' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Year 4 Class Teacher/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent('(opens in a new tab)');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: defaultRoutes.externalJobs(), children: 'See all external jobs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See all external jobs' })).toHaveAttribute('data-look', 'standalone');
  },
};

/** A link that looks like a button (it still navigates: it is a link to assistive technology). */
export const ButtonLook: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Link {...args} variant="button" href={defaultRoutes.dashboardJobCandidates(7)}>
        View candidates
      </Link>
      <Link {...args} variant="button" buttonVariant="outline" href={defaultRoutes.dashboardEditJob(7)}>
        Edit job
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View candidates' });
    await expect(link).toHaveAttribute('data-look', 'button');
    await expect(link).not.toHaveAttribute('type');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/dashboard/jobs/myjobs/mycandidates?jobId=7');
  },
};

/** The caller's onClick runs first; when it calls preventDefault, the link does not navigate. */
export const ComposedOnClick: Story = {
  args: { onClick: fn((event) => event.preventDefault()), children: 'Preview the event' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Preview the event' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** A javascript: URL from user content is never rendered as an href: the text stays, inert. */
export const UnsafeHref: Story = {
  args: { href: 'javascript:alert(document.cookie)', children: 'Claim your prize' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const text = canvas.getByText('Claim your prize').closest('a');
    await expect(text).not.toHaveAttribute('href');
    await expect(text).toHaveAttribute('data-kind', 'unsafe');
  },
};

/** mailto: links are left to the browser. */
export const Mailto: Story = {
  args: { href: 'mailto:admissions@greenfield-academy.example', children: 'admissions@greenfield-academy.example' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'admissions@greenfield-academy.example' });
    await expect(link).toHaveAttribute('data-kind', 'native');
    await expect(link).not.toHaveAttribute('target');
  },
};

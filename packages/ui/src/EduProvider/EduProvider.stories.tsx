import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FavouriteToggle } from '../FavouriteToggle';
import { SkillsMultiSelect } from '../SkillsMultiSelect';
import { useEdu } from './context';
import { EduProvider } from './EduProvider';

/** What a card does with the injected world: a route, navigation and a toast. */
function JobActions() {
  const { routes, navigate, toast } = useEdu();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => navigate(routes.jobDetail(42), { newTab: true })}>Open job</Button>
      <Button variant="outline" onClick={() => toast.show({ kind: 'success', title: 'Link copied to clipboard' })}>
        Copy link
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/EduProvider',
  component: EduProvider,
  args: { navigate: fn(), requireLogin: fn() },
} satisfies Meta<typeof EduProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's router and its own routes: the job link goes where the host says, in a new tab. */
export const RemappedRoutes: Story = {
  args: { routes: { jobDetail: (id) => `/careers/${id}` } },
  render: (args) => (
    <EduProvider {...args}>
      <JobActions />
    </EduProvider>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open job' }));
    await expect(args.navigate).toHaveBeenCalledWith('/careers/42', { newTab: true });
  },
};

/** Without a toast adapter the provider shows the kit's own region. */
export const BuiltInToasts: Story = {
  render: (args) => (
    <EduProvider {...args}>
      <JobActions />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    await expect(await screen.findByText('Link copied to clipboard')).toBeVisible();
  },
};

/** Any string of any package can be reworded through `messages`. */
export const MessageOverrides: Story = {
  args: { messages: { ui: { skillsPlaceholder: 'Pick your strongest skills', skillsEmpty: 'Nothing picked yet.' } } },
  render: (args) => (
    <EduProvider {...args}>
      <div style={{ maxWidth: 480 }}>
        <SkillsMultiSelect options={['Lesson Planning', 'Mentoring']} />
      </div>
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Skills' })).toHaveAttribute('placeholder', 'Pick your strongest skills');
    await expect(canvas.getByText('Nothing picked yet.')).toBeVisible();
  },
};

/** An anonymous visitor's favourite asks the host to log them in instead. */
export const AnonymousVisitor: Story = {
  args: { session: { user: null } },
  render: (args) => (
    <EduProvider {...args}>
      <FavouriteToggle label="Favourite this job" requiresLogin />
    </EduProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await userEvent.click(heart);
    await expect(args.requireLogin).toHaveBeenCalledTimes(1);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

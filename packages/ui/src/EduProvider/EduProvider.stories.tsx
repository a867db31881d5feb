import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FavouriteToggle } from '../FavouriteToggle';
import { SkillsMultiSelect } from '../SkillsMultiSelect';
import { useEdu } from './context';
import { EduProvider } from './EduProvider';
import { darkTokens, lightTokens } from '../tokens';
import { darkTheme, lightTheme } from '../theme/theme';
import { styled } from 'styled-components';

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

const Part = styled.section`
  padding: 16px;
  background: var(--edu-color-background);
  color: var(--edu-color-text);
`;

/** A light provider with a nested dark one: the dark theme covers its own subtree, never the outer part or the page. */
export const NestedDarkProvider: Story = {
  render: (args) => (
    <EduProvider {...args} theme={lightTheme}>
      <Part aria-label="Light part">
        <p>The host&apos;s light page.</p>
        <EduProvider theme={darkTheme}>
          <Part aria-label="Dark part">
            <Button>In the dark part</Button>
          </Part>
        </EduProvider>
      </Part>
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const light = getComputedStyle(canvas.getByRole('region', { name: 'Light part' }));
    const dark = getComputedStyle(canvas.getByRole('region', { name: 'Dark part' }));
    const rgb = (color: string) => {
      const probe = document.createElement('div');
      probe.style.color = color;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    await expect(light.colorScheme).toBe('light');
    await expect(light.backgroundColor).toBe(rgb(lightTokens.color.background));
    await expect(dark.colorScheme).toBe('dark');
    await expect(dark.backgroundColor).toBe(rgb(darkTokens.color.background));
    // The kit set nothing on the page itself: no color-scheme on <html>, and no kit rule names :root, html or body.
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe('normal');
    const kitSelectors = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((style) =>
      [...(style.sheet?.cssRules ?? [])].map((rule) => (rule as CSSStyleRule).selectorText ?? ''),
    );
    await expect(kitSelectors.filter((selector) => /^(:root|html|body)\b/.test(selector))).toEqual([]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminProvider } from './AdminProvider';
import { useAdmin } from './useAdmin';

/** What a page shows from the admin verdict: admin actions, or a note that there are none. */
function AdminVerdict() {
  const { isAdmin } = useAdmin();
  return <p role="status">{isAdmin ? 'Admin actions are shown.' : 'No admin actions: this visitor is not an admin.'}</p>;
}

interface HarnessProps {
  /** Whether the page wraps its admin area in an AdminProvider. */
  withProvider: boolean;
  /** The host's own verdict (AdminProvider's `isAdmin`). */
  isAdmin?: boolean;
}

/** The same admin area with or without AdminProvider: the verdict comes from the same `edu_admin` cookie either way. */
function AdminArea({ withProvider, isAdmin }: HarnessProps) {
  return withProvider ? (
    <AdminProvider isAdmin={isAdmin}>
      <AdminVerdict />
    </AdminProvider>
  ) : (
    <AdminVerdict />
  );
}

/** Sets the admin cookie the browser would hold for the story, and takes it away after. */
function adminCookie(value: string) {
  return () => {
    document.cookie = `edu_admin=${value}; path=/`;
    return () => {
      document.cookie = 'edu_admin=; path=/; max-age=0';
    };
  };
}

const meta = {
  title: 'Admin/AdminProvider',
  component: AdminArea,
  args: { withProvider: true },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const verdict = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** A member's session with the admin cookie set: inside AdminProvider the cookie makes them an admin. */
export const CookieInsideProvider: Story = {
  beforeEach: adminCookie('true'),
  play: async ({ canvasElement }) => {
    await expect(verdict(canvasElement)).toHaveTextContent('Admin actions are shown.');
  },
};

/** The same cookie and no AdminProvider: `useAdmin()` reads it the same way. */
export const CookieWithoutProvider: Story = {
  args: { withProvider: false },
  beforeEach: adminCookie('true'),
  play: async ({ canvasElement }) => {
    await expect(verdict(canvasElement)).toHaveTextContent('Admin actions are shown.');
  },
};

/** The cookie says no (`false`): not an admin, with or without the provider. */
export const CookieSaysNo: Story = {
  args: { withProvider: false },
  beforeEach: adminCookie('false'),
  play: async ({ canvasElement }) => {
    await expect(verdict(canvasElement)).toHaveTextContent('No admin actions: this visitor is not an admin.');
  },
};

/** The host's own verdict wins over the cookie. */
export const HostVerdictWins: Story = {
  args: { isAdmin: false },
  beforeEach: adminCookie('true'),
  play: async ({ canvasElement }) => {
    await expect(verdict(canvasElement)).toHaveTextContent('No admin actions: this visitor is not an admin.');
  },
};

/** No cookie and a member's session: no admin actions. */
export const NoCookie: Story = {
  play: async ({ canvasElement }) => {
    await expect(verdict(canvasElement)).toHaveTextContent('No admin actions: this visitor is not an admin.');
  },
};

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mocks, renderDemo, setupDemoServer } from '../test/renderDemo';

setupDemoServer();

const nameOf = (id: number) => String(mocks.mockStore.users.find((u) => u.id === id)?.full_name);

describe('the profile pages and the login round trip', { timeout: 60_000 }, () => {
  it('/profiles/educator shows the member their own profile', async () => {
    renderDemo('/profiles/educator');
    expect(
      await screen.findByRole('heading', { level: 1, name: nameOf(mocks.MOCK_USER_IDS.member) }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Your educator profile/)).toBeInTheDocument();
  });

  it('?id=&mode=preview shows another educator to a visitor', async () => {
    renderDemo(`/profiles/educator?id=${mocks.MOCK_USER_IDS.postAuthor}&mode=preview`);
    expect(
      await screen.findByRole('heading', { level: 1, name: nameOf(mocks.MOCK_USER_IDS.postAuthor) }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('An educator’s public profile.')).toBeInTheDocument();
  });

  it('an anonymous visitor without id is asked to sign in; the business profile is still planned', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    const view = renderDemo('/profiles/educator');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    view.unmount();
    renderDemo('/profiles/business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business profile' })).toBeInTheDocument();
  });

  it('an anonymous action goes to /login, which signs in and comes back', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    const post = mocks.mockStore.posts[0];
    renderDemo(`/feed/${post?.id}`);
    await user.click(await screen.findByRole('button', { name: 'React' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as a member' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument();
    expect(mocks.mockSession.role()).toBe('member');
    expect(screen.getByRole('combobox', { name: 'View as' })).toHaveValue('member');
  });
});

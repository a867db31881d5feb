import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mocks, renderDemo, setupDemoServer } from '../test/renderDemo';

setupDemoServer();

const nameOf = (id: number) => String(mocks.mockStore.users.find((u) => u.id === id)?.full_name);

describe('the profile pages and the login round trip', () => {
  it('/profiles/educator shows the member their own profile', async () => {
    renderDemo('/profiles/educator');
    expect(
      await screen.findByRole('heading', { level: 1, name: nameOf(mocks.MOCK_USER_IDS.member) }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Your educator profile/)).toBeInTheDocument();
  });

  it('?id=&mode=preview shows another educator to a visitor', async () => {
    renderDemo(`/profiles/educator?id=${mocks.MOCK_USER_IDS.postAuthor}&mode=preview`);
    expect(
      await screen.findByRole('heading', { level: 1, name: nameOf(mocks.MOCK_USER_IDS.postAuthor) }),
    ).toBeInTheDocument();
    expect(screen.getByText('An educator’s public profile.')).toBeInTheDocument();
  });

  // One page per test: two whole demo pages in one test went over the 5 s limit on a busy machine.
  it('an anonymous visitor without id is asked to sign in to see their educator profile', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    renderDemo('/profiles/educator');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
  });

  it('an anonymous visitor without id is asked to sign in to see their business profile', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    renderDemo('/profiles/business');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your business profile' })).toBeInTheDocument();
  });

  it('/profiles/business shows the business owner their company page, without Message Us!', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'businessOwner');
    renderDemo('/profiles/business');
    const name = nameOf(mocks.MOCK_USER_IDS.businessOwner);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(/^Your business profile/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Us!' })).not.toBeInTheDocument();
  });

  it('?id=&mode=preview shows a business to a member, who can message it; without id a seeded business, and a switch', async () => {
    const user = userEvent.setup({ delay: null });
    const id = mocks.MOCK_USER_IDS.businessOwner;
    const view = renderDemo(`/profiles/business?id=${id}&mode=preview`);
    expect(await screen.findByRole('heading', { level: 1, name: nameOf(id) })).toBeInTheDocument();
    expect(screen.getByText('A business’s public profile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message Us!' })).toBeInTheDocument();
    view.unmount();
    // The nav's Business profile, for a member: a seeded business's public page, the owner's view one switch away.
    renderDemo('/profiles/business');
    expect(await screen.findByRole('heading', { level: 1, name: nameOf(id) })).toBeInTheDocument();
    expect(screen.getByText(/^A business’s public profile, as a visitor sees it\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This account has no business profile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View as the business owner' }));
    expect(await screen.findByText(/^Your business profile/)).toBeInTheDocument();
    expect(mocks.mockSession.role()).toBe('businessOwner');
  });

  it('the home page links an endorsement request, which an anonymous visitor answers', async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    const request = mocks.mockStore.endorsements.find((e) => e.status === 'pending');
    renderDemo('/');
    const link = await screen.findByRole('link', { name: 'Answer an endorsement request' });
    expect(link).toHaveAttribute('href', `/endorsement/${request?.id}/respond`);
    await user.click(link);
    const name = nameOf(mocks.MOCK_USER_IDS.member);
    expect(await screen.findByRole('heading', { level: 1, name: `Endorse ${name}` })).toBeInTheDocument();
    // Pasted: typing re-renders the page once per key, seconds in jsdom, and what is tested is the answer sent.
    await user.click(screen.getByRole('textbox', { name: 'Your name' }));
    await user.paste('Margaret Hale');
    await user.click(screen.getByRole('textbox', { name: 'Your endorsement' }));
    await user.paste('Calm, rigorous lessons full of curiosity.');
    await user.click(screen.getByRole('button', { name: 'Send endorsement' }));
    expect(await screen.findByText('Thank you for your endorsement', {})).toBeInTheDocument();
    expect(mocks.mockStore.endorsements.find((e) => e.id === request?.id)?.status).toBe('completed');
  });

  it('an anonymous action goes to /login, which signs in and comes back', async () => {
    const user = userEvent.setup({ delay: null });
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

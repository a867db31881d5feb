import { renderToString } from 'react-dom/server';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { EduContextProvider, useApiClient, useEdu, useMessages, useRequireLogin } from './context';
import { EduProvider } from './EduProvider';

const client = createApiClient({ baseUrl: 'http://api.test' });

describe('useApiClient', () => {
  it('throws the setup message without a provider or an argument', () => {
    // React logs the thrown error; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApiClient())).toThrow(
      'No ApiClient set: wrap your app in <EduProvider client={...}>',
    );
  });

  it('prefers an explicit client over the provider one', () => {
    const other = createApiClient({ baseUrl: 'http://other.test' });
    const { result } = renderHook(() => useApiClient(other), {
      wrapper: ({ children }) => <EduProvider client={client}>{children}</EduProvider>,
    });
    expect(result.current).toBe(other);
  });

  it('returns the provider client', () => {
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }) => <EduProvider client={client}>{children}</EduProvider>,
    });
    expect(result.current).toBe(client);
  });
});

describe('EduProvider', () => {
  it('fills in the spec routes and lets the host remap one', () => {
    const { result } = renderHook(() => useEdu().routes, {
      wrapper: ({ children }) => <EduProvider routes={{ jobDetail: (id) => `/careers/${id}` }}>{children}</EduProvider>,
    });
    expect(result.current.jobDetail(7)).toBe('/careers/7');
    expect(result.current.eventDetail(7)).toBe('/details/event/7');
    expect(result.current.educatorProfile(3)).toBe('/profiles/educator?id=3&mode=preview');
    expect(result.current.externalJobDetail(9)).toBe('/details/job/9?isExternal=true');
  });

  it('overrides a message of one package namespace, keeping the rest', () => {
    const defaults = { contentEmpty: 'Content cannot be empty', readFull: 'Read Full' };
    const { result } = renderHook(() => useMessages('feed', defaults), {
      wrapper: ({ children }) => <EduProvider messages={{ feed: { readFull: 'Read more' } }}>{children}</EduProvider>,
    });
    expect(result.current).toEqual({ contentEmpty: 'Content cannot be empty', readFull: 'Read more' });
  });

  it('sends anonymous actions to the login route through the injected navigate', async () => {
    const navigate = vi.fn();
    function Favourite() {
      const ensureLogin = useRequireLogin();
      return <button onClick={() => ensureLogin()}>Favourite</button>;
    }
    render(
      <EduProvider navigate={navigate} routes={{ login: () => '/sign-in' }}>
        <Favourite />
      </EduProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('lets a signed-in user through without navigating', () => {
    const requireLogin = vi.fn();
    const { result } = renderHook(() => useRequireLogin(), {
      wrapper: ({ children }) => (
        <EduProvider session={{ user: { id: 1 } }} requireLogin={requireLogin}>
          {children}
        </EduProvider>
      ),
    });
    expect(result.current()).toBe(true);
    expect(requireLogin).not.toHaveBeenCalled();
  });

  it('inherits from an outer provider what an inner one does not set', () => {
    const { result } = renderHook(() => useEdu(), {
      wrapper: ({ children }) => (
        <EduContextProvider client={client} session={{ user: { id: 5 } }}>
          <EduContextProvider messages={{ ui: { close: 'Close' } }}>{children}</EduContextProvider>
        </EduContextProvider>
      ),
    });
    expect(result.current.client).toBe(client);
    expect(result.current.session.user?.id).toBe(5);
  });

  it('renders on the server', () => {
    const html = renderToString(
      <EduProvider client={client}>
        <p>Ready</p>
      </EduProvider>,
    );
    expect(html).toContain('Ready');
  });
});

describe('EduProvider toasts', () => {
  it('shows toasts in its own region when the host brings no adapter', async () => {
    function Notify() {
      const { toast } = useEdu();
      return (
        <button
          onClick={() =>
            toast.show({
              kind: 'success',
              title: 'Profile updated successfully',
              description: 'Your changes have been saved.',
            })
          }
        >
          Save
        </button>
      );
    }
    render(
      <EduProvider>
        <Notify />
      </EduProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved.')).toBeInTheDocument();
  });

  it('sends toasts to the host adapter instead when given one', async () => {
    const show = vi.fn(() => '1');
    function Notify() {
      const { toast } = useEdu();
      return <button onClick={() => toast.show({ title: 'Link copied to clipboard' })}>Copy</button>;
    }
    render(
      <EduProvider toast={{ show, dismiss: vi.fn() }}>
        <Notify />
      </EduProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(show).toHaveBeenCalledWith({ title: 'Link copied to clipboard' });
    expect(screen.queryByText('Link copied to clipboard')).toBeNull();
  });
});

describe('nested EduProviders', () => {
  it('share the outer toast region instead of adding another', async () => {
    function Notify() {
      const { toast } = useEdu();
      return <button onClick={() => toast.show({ title: 'Saved' })}>Save</button>;
    }
    render(
      <EduProvider>
        <EduProvider routes={{ login: () => '/sign-in' }}>
          <Notify />
        </EduProvider>
      </EduProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });
});

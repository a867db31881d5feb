import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EduContextProvider } from '@edupassport/ui/headless';
import { useAdminMenu, type UseAdminMenuOptions } from './useAdminMenu';

function setup(
  initial: UseAdminMenuOptions,
  provider: { navigate?: (url: string) => void; messages?: Record<string, Record<string, unknown>> } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider {...provider}>{children}</EduContextProvider>
  );
  return renderHook((props: UseAdminMenuOptions) => useAdminMenu(props), { wrapper, initialProps: initial });
}

describe('useAdminMenu', () => {
  it('marks the longest route the path is within, ignoring the query and a trailing slash', () => {
    const { result, rerender } = setup({ currentPath: '/admin/dashboard/opportunities/jobs/2000?tab=applicants' });
    expect(result.current.activeKey).toBe('jobs.all');
    rerender({ currentPath: '/admin/dashboard/' });
    expect(result.current.activeKey).toBe('dashboard');
    rerender({ currentPath: '/admin/dashboard-old' });
    expect(result.current.activeKey).toBeNull();
    rerender({ currentPath: '/feed' });
    expect(result.current.activeKey).toBeNull();
  });

  it('opens the group of the current route when the route moves into it, and keeps the user’s choices', () => {
    const { result, rerender } = setup({ currentPath: '/admin/dashboard/inbox/support' });
    expect(result.current.isOpen('inbox')).toBe(true);
    act(() => result.current.toggle('inbox'));
    expect(result.current.isOpen('inbox')).toBe(false);
    act(() => result.current.toggle('blog', true));
    rerender({ currentPath: '/admin/dashboard/email-hub/contact' });
    expect(result.current.isOpen('emailHub')).toBe(true);
    expect(result.current.isOpen('blog')).toBe(true);
    expect(result.current.isOpen('inbox')).toBe(false);
  });

  it('takes labels from the admin messages, so a host can rename an entry', () => {
    const { result } = setup({}, { messages: { admin: { 'menu.inbox.support': 'Help desk' } } });
    const inbox = result.current.entries.find((e) => e.key === 'inbox');
    expect(inbox?.children?.map((c) => c.label)).toEqual(['Help desk', 'Notifications']);
  });

  it('navigates through EduProvider, or through onNavigate when given', () => {
    const navigate = vi.fn();
    const { result, rerender } = setup({}, { navigate });
    const survey = result.current.entries.find((e) => e.key === 'survey');
    if (!survey) throw new Error('no survey entry');
    act(() => result.current.navigate(survey));
    expect(navigate).toHaveBeenCalledWith('/admin/dashboard/survey');
    const onNavigate = vi.fn();
    rerender({ onNavigate });
    act(() => result.current.navigate(survey));
    expect(onNavigate).toHaveBeenCalledWith('/admin/dashboard/survey', survey.item);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

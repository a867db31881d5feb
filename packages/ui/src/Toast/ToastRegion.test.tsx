import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EduProvider } from '../EduProvider';
import { createToastStore } from './toastStore';
import { ToastRegion } from './ToastRegion';

describe('ToastRegion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely and errors assertively, inside a labelled region', () => {
    const store = createToastStore();
    render(<ToastRegion store={store} />);
    act(() => {
      store.show({ kind: 'success', title: 'Profile saved', description: 'Your changes are live.' });
      store.show({ kind: 'error', title: 'Could not send your application' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Profile savedYour changes are live.');
    expect(within(region).getByRole('alert')).toHaveTextContent('Could not send your application');
    expect(within(region).getAllByRole('listitem').map((item) => item.getAttribute('data-kind'))).toEqual(['success', 'error']);
  });

  it('removes a toast with its dismiss button and moves focus to the next one', async () => {
    const store = createToastStore();
    render(<ToastRegion store={store} />);
    act(() => {
      store.show({ kind: 'info', title: 'Event reminder' });
      store.show({ kind: 'success', title: 'Job saved' });
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.click(first!);
    expect(screen.queryByText('Event reminder')).toBeNull();
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  // fireEvent rather than user-event here: user-event waits on setTimeout, which the fake clock holds.
  it('dismisses itself after the duration, but not while hovered or focused', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<ToastRegion store={store} />);
    act(() => {
      store.show({ kind: 'success', title: 'Event published', durationMs: 3000 });
    });
    const toast = screen.getByRole('listitem');

    fireEvent.pointerEnter(toast);
    expect(toast).toHaveAttribute('data-state', 'paused');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Event published')).toBeInTheDocument();

    fireEvent.pointerLeave(toast);
    expect(toast).toHaveAttribute('data-state', 'running');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Event published')).toBeInTheDocument();

    // Focus within pauses too, and a pointer leaving does not resume a focused toast.
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    fireEvent.pointerEnter(toast);
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toast).toHaveAttribute('data-state', 'paused');

    act(() => dismiss.blur());
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Event published')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Event published')).toBeNull();
  });

  it('takes its labels from the ui messages', () => {
    const store = createToastStore();
    render(
      // The host brings this store as its adapter, so the provider adds no region of its own.
      <EduProvider toast={store} messages={{ ui: { notifications: 'Benachrichtigungen', dismiss: 'Schließen' } }}>
        <ToastRegion store={store} />
      </EduProvider>,
    );
    act(() => {
      store.show({ title: 'Gespeichert' });
    });
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

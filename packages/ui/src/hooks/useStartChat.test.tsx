import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryChatTransport, type ChatTransport } from '@edupassport/api-client/realtime';
import { EduContextProvider } from '../EduProvider/context';
import type { EduSession, ToastAdapter } from '../EduProvider/types';
import { useStartChat } from './useStartChat';

const me: EduSession = { user: { id: 1, email: 'amara@example.edu' }, token: 'tok-1' };

function setup({ session = me, chat, externalJobsEmail }: { session?: EduSession; chat?: ChatTransport | null; externalJobsEmail?: string } = {}) {
  const navigate = vi.fn();
  const shown: Array<{ kind?: string; title: string }> = [];
  const toast: ToastAdapter = {
    show: vi.fn((t) => {
      shown.push(t);
      return String(shown.length);
    }),
    dismiss: vi.fn(),
  };
  const transport = chat === undefined ? createInMemoryChatTransport() : chat;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider session={session} navigate={navigate} toast={toast} chat={transport ?? undefined} externalJobsEmail={externalJobsEmail}>
      {children}
    </EduContextProvider>
  );
  const hook = renderHook(() => useStartChat(), { wrapper });
  const titles = () => shown.map((t) => t.title);
  return { hook, navigate, toast, titles, transport };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useStartChat', () => {
  it('sends a visitor who is not logged in to /login with the spec message', async () => {
    const { hook, navigate, titles } = setup({ session: { user: null } });
    await act(() => hook.result.current.startChat({ id: 2 }));
    expect(titles()).toEqual(['Please login to start a chat']);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(hook.result.current.status).toBe('failed');
  });

  it('refuses a missing target', async () => {
    const { hook, titles } = setup();
    await act(() => hook.result.current.startChat(null));
    await act(() => hook.result.current.startChat({ id: null }));
    expect(titles()).toEqual(['Cannot start chat: User data is missing', 'Cannot start chat: User data is missing']);
  });

  it('refuses a chat with oneself', async () => {
    const { hook, titles, navigate } = setup();
    await act(() => hook.result.current.startChat({ id: '1' }));
    expect(titles()).toEqual(['You cannot start a chat with yourself']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the external-jobs account to /external-jobs instead', async () => {
    const { hook, navigate, titles } = setup({ externalJobsEmail: 'jobs@external.example' });
    await act(() => hook.result.current.startChat({ id: 99, email: 'JOBS@external.example' }));
    expect(navigate).toHaveBeenCalledWith('/external-jobs');
    expect(titles()).toEqual([]);
  });

  it('says connection issue when there is no transport', async () => {
    const { hook, titles } = setup({ chat: null });
    await act(() => hook.result.current.startChat({ id: 2 }));
    expect(titles()).toEqual(['Connection issue. Please try again']);
  });

  it('joins, sends the opener, says so and opens the chat room', async () => {
    const { hook, navigate, titles, transport, toast } = setup();
    let room: string | null = null;
    await act(async () => {
      room = await hook.result.current.startChat({ id: 2 });
    });
    const memory = transport as ReturnType<typeof createInMemoryChatTransport>;
    expect(memory.joins).toEqual([{ token: 'tok-1', otherUserId: 2 }]);
    expect(memory.sent).toEqual([{ token: 'tok-1', message: 'Hi, I would like to connect with you!', roomName: 'room-2', otherUserId: 2 }]);
    expect(titles()).toEqual(['Starting conversation...', 'Chat started successfully!']);
    expect(toast.dismiss).toHaveBeenCalledWith('1');
    expect(navigate).toHaveBeenCalledWith('/inbox?section=chats&chatRoom=room-2');
    expect(room).toBe('room-2');
    expect(hook.result.current.status).toBe('started');
  });

  it('gives up after the 5 s room-join timeout with the spec message', async () => {
    vi.useFakeTimers();
    const chat = createInMemoryChatTransport({ joinBehaviour: 'hang' });
    const { hook, navigate, titles } = setup({ chat });
    let pending!: Promise<string | null>;
    act(() => {
      pending = hook.result.current.startChat({ id: 2 });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(titles()).toEqual(['Starting conversation...']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await pending;
    });
    expect(titles()).toEqual(['Starting conversation...', 'Failed to start chat. Please try again']);
    expect(chat.sent).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says connection issue when the socket refuses the join', async () => {
    const chat = createInMemoryChatTransport({ joinBehaviour: 'fail' });
    const { hook, titles } = setup({ chat });
    await act(() => hook.result.current.startChat({ id: 2 }));
    expect(titles()).toEqual(['Starting conversation...', 'Connection issue. Please try again']);
    expect(hook.result.current.error).toBe('Connection issue. Please try again');
  });

  it('fails with the spec message when the opener cannot be sent', async () => {
    const chat = createInMemoryChatTransport();
    chat.sendMessage = () => Promise.reject(new Error('socket closed'));
    const { hook, titles, navigate } = setup({ chat });
    await act(() => hook.result.current.startChat({ id: 2 }));
    expect(titles()).toEqual(['Starting conversation...', 'Failed to start chat. Please try again']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

import { useCallback, useRef, useState } from 'react';
import { chatTransportMessages } from '@edupassport/api-client/realtime';
import { CHAT_JOIN_TIMEOUT_MS } from '@edupassport/internal/timeouts';
import { useEdu, useMessages } from '../EduProvider/context';
import { chatMessages } from '../messages/chat';
import { uiCatalogs } from '../messages/catalogs';

/** Whom to chat with: a user id, and the e-mail when known (it recognises the external-jobs account). */
export interface ChatTarget {
  id?: string | number | null | undefined;
  email?: string | null | undefined;
}

export type StartChatStatus = 'idle' | 'starting' | 'started' | 'failed';

export interface UseStartChatResult {
  /** Runs the whole flow; resolves with the room name, or null when it stopped (the reason is toasted and kept in `error`). */
  startChat(target: ChatTarget | null | undefined): Promise<string | null>;
  status: StartChatStatus;
  /** The message of the last failure, word for word as toasted. */
  error: string | null;
}

export interface UseStartChatOptions {
  /** Room-join timeout in milliseconds; default 5000. */
  joinTimeoutMs?: number | undefined;
}

/**
 * The chat starter of the spec: login check, target checks, join the room (5 s timeout), send the
 * opening message, then go to the chat. The external-jobs account goes to /external-jobs instead.
 */
export function useStartChat({ joinTimeoutMs = CHAT_JOIN_TIMEOUT_MS }: UseStartChatOptions = {}): UseStartChatResult {
  const { session, chat, toast, navigate, routes, externalJobsEmail } = useEdu();
  const m = useMessages('ui', chatMessages, uiCatalogs.loaders);
  const [status, setStatus] = useState<StartChatStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const fail = useCallback(
    (message: string) => {
      setStatus('failed');
      setError(message);
      toast.show({ kind: 'error', title: message });
      return null;
    },
    [toast],
  );

  const startChat = useCallback(
    async (target: ChatTarget | null | undefined): Promise<string | null> => {
      if (running.current) return null;
      const user = session.user;
      if (!user) {
        fail(m.chatLoginRequired);
        navigate(routes.login());
        return null;
      }
      if (!target || target.id === null || target.id === undefined || target.id === '') return fail(m.chatMissingUser);
      if (externalJobsEmail && target.email && target.email.toLowerCase() === externalJobsEmail.toLowerCase()) {
        navigate(routes.externalJobs());
        return null;
      }
      if (String(target.id) === String(user.id)) return fail(m.chatSelf);
      if (!chat) return fail(m.chatConnection);

      running.current = true;
      setStatus('starting');
      setError(null);
      const loading = toast.show({ kind: 'info', title: m.chatStarting, durationMs: 0 });
      try {
        const token = session.token ?? '';
        let roomName: string;
        try {
          ({ roomName } = await chat.join({ token, otherUserId: target.id }, { timeoutMs: joinTimeoutMs }));
        } catch (cause) {
          const message = cause instanceof Error && cause.message === chatTransportMessages.connectionIssue ? m.chatConnection : m.chatFailed;
          return fail(message);
        }
        try {
          await chat.sendMessage({ token, message: m.chatOpener, roomName, otherUserId: target.id });
        } catch {
          return fail(m.chatFailed);
        }
        setStatus('started');
        toast.show({ kind: 'success', title: m.chatStarted });
        navigate(routes.inboxChat(roomName));
        return roomName;
      } finally {
        toast.dismiss(loading);
        running.current = false;
      }
    },
    [session, chat, toast, navigate, routes, externalJobsEmail, joinTimeoutMs, m, fail],
  );

  return { startChat, status, error };
}

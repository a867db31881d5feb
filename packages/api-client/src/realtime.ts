import { CHAT_JOIN_TIMEOUT_MS } from '@edupassport/internal/timeouts';
import { ApiError } from './errors';

/** The spec's chat texts the transport rejects with. */
export const chatTransportMessages = {
  /** Also what a room join that times out shows. */
  joinFailed: 'Failed to start chat. Please try again',
  connectionIssue: 'Connection issue. Please try again',
} as const;

export type ChatUserId = string | number;

export interface ChatJoinParams {
  token: string;
  otherUserId: ChatUserId;
}

export interface ChatRoom {
  /** The room the server joined, as sent with 'joined-room'; the inbox route takes it as `chatRoom`. */
  roomName: string;
}

export interface ChatSendParams {
  token: string;
  message: string;
  roomName: string;
  otherUserId: ChatUserId;
}

/** A conversation as the server lists it; `roomName` is read from roomName, room, room_name or chatRoom. */
export interface ChatConversation {
  roomName: string;
  otherUserId?: ChatUserId | undefined;
  lastMessage?: string | undefined;
  [field: string]: unknown;
}

export interface ChatCallOptions {
  /** Stops waiting at once; the call rejects with kind 'aborted'. */
  signal?: AbortSignal | undefined;
  /** Overrides the transport's wait for the server's answer, in milliseconds. */
  timeoutMs?: number | undefined;
}

/** The realtime chat as the kit uses it (the spec's socket events). */
export interface ChatTransport {
  /** Emits 'join' and resolves on 'joined-room'; rejects after the join timeout (5 s) with 'Failed to start chat. Please try again'. */
  join(params: ChatJoinParams, options?: ChatCallOptions): Promise<ChatRoom>;
  /** Emits 'send_message'; resolves once it is handed to the socket (the server sends no receipt). */
  sendMessage(params: ChatSendParams, options?: ChatCallOptions): Promise<void>;
  /** Emits 'get-active-conversations'; the answer comes as the acknowledgement or as an 'active-conversations' event. */
  getActiveConversations(params: { token: string }, options?: ChatCallOptions): Promise<ChatConversation[]>;
  /** Closes the socket; the next call opens a new one. */
  disconnect(): void;
}

type Listener = (...args: unknown[]) => void;

/** The part of a socket.io-client Socket the transport uses. */
export interface ChatSocket {
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  disconnect(): unknown;
}

/** socket.io-client's `io`, handed in by the host so the package loads without socket.io-client. */
export type ChatIo = (url: string, options?: Record<string, unknown>) => ChatSocket;

export interface SocketIoChatTransportConfig {
  /** The chat server's URL. */
  url: string;
  /** `io` from socket.io-client (`import { io } from 'socket.io-client'`). */
  io: ChatIo;
  /** Options passed to `io(url, options)`; default none. */
  options?: Record<string, unknown> | undefined;
  /** Wait for 'joined-room' in milliseconds; default 5000. */
  joinTimeoutMs?: number | undefined;
  /** Wait for the conversations answer in milliseconds; default 10000. */
  answerTimeoutMs?: number | undefined;
}

function stringField(value: unknown, keys: readonly string[]): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const key of keys) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field) return field;
  }
  return undefined;
}

const roomKeys = ['roomName', 'room', 'room_name', 'chatRoom'] as const;

function conversationsOf(payload: unknown): ChatConversation[] {
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const list = Array.isArray(payload)
    ? payload
    : Array.isArray(record.conversations)
      ? record.conversations
      : Array.isArray(record.data)
        ? record.data
        : [];
  return list
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => ({ ...item, roomName: stringField(item, roomKeys) ?? '' }));
}

interface AnswerWait<T> {
  socket: ChatSocket;
  /** The server's answer event. */
  event: string;
  /** Emits the request; `ack` resolves too, for servers that answer by acknowledgement. */
  request: (ack: Listener) => void;
  read: (payload: unknown) => T;
  timeoutMs: number;
  timeoutMessage?: string | undefined;
  signal: AbortSignal | undefined;
  endpoint: string;
}

/** Emits a request and waits for its answer event, a connection error, the timeout or an abort, whichever comes first. */
function awaitAnswer<T>(wait: AnswerWait<T>): Promise<T> {
  const { socket, endpoint, signal } = wait;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError({ kind: 'aborted', endpoint }));
      return;
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off(wait.event, onAnswer);
      socket.off('connect_error', onConnectError);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAnswer: Listener = (payload) =>
      settle(() => {
        try {
          resolve(wait.read(payload));
        } catch (error) {
          reject(error);
        }
      });
    const onConnectError: Listener = (cause) =>
      settle(() =>
        reject(new ApiError({ kind: 'network', endpoint, message: chatTransportMessages.connectionIssue, cause })),
      );
    const onAbort = () => settle(() => reject(new ApiError({ kind: 'aborted', endpoint })));
    const timer = setTimeout(
      () => settle(() => reject(new ApiError({ kind: 'timeout', endpoint, message: wait.timeoutMessage }))),
      wait.timeoutMs,
    );
    socket.on(wait.event, onAnswer);
    socket.on('connect_error', onConnectError);
    signal?.addEventListener('abort', onAbort, { once: true });
    wait.request(onAnswer);
  });
}

/** The chat transport over socket.io; the socket opens on the first call, not at creation. */
export function createSocketIoChatTransport(config: SocketIoChatTransportConfig): ChatTransport {
  const { joinTimeoutMs = CHAT_JOIN_TIMEOUT_MS, answerTimeoutMs = 10_000 } = config;
  let socket: ChatSocket | null = null;
  const connect = () => (socket ??= config.io(config.url, config.options));

  return {
    join({ token, otherUserId }, options = {}) {
      const live = connect();
      return awaitAnswer({
        socket: live,
        event: 'joined-room',
        // Join is answered by the 'joined-room' event only: an acknowledgement nobody calls would leak.
        request: () => live.emit('join', { token, otherUserId }),
        read: (payload) => {
          const roomName = stringField(payload, roomKeys);
          if (!roomName)
            throw new ApiError({
              kind: 'validation',
              endpoint: 'chat.join',
              message: chatTransportMessages.joinFailed,
            });
          return { roomName };
        },
        timeoutMs: options.timeoutMs ?? joinTimeoutMs,
        timeoutMessage: chatTransportMessages.joinFailed,
        signal: options.signal,
        endpoint: 'chat.join',
      });
    },
    async sendMessage({ token, message, roomName, otherUserId }, options = {}) {
      if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', endpoint: 'chat.sendMessage' });
      connect().emit('send_message', { token, message, roomName, otherUserId });
    },
    getActiveConversations({ token }, options = {}) {
      const live = connect();
      return awaitAnswer({
        socket: live,
        event: 'active-conversations',
        request: (ack) => live.emit('get-active-conversations', { token }, ack),
        read: conversationsOf,
        timeoutMs: options.timeoutMs ?? answerTimeoutMs,
        signal: options.signal,
        endpoint: 'chat.getActiveConversations',
      });
    },
    disconnect() {
      socket?.disconnect();
      socket = null;
    },
  };
}

/** How the in-memory server answers 'join'. */
export type InMemoryJoinBehaviour = 'ok' | 'fail' | 'hang';

export interface InMemoryChatTransportOptions {
  /** Conversations the server starts with (and returns to on `reset()`); default none. */
  conversations?: ChatConversation[] | undefined;
  /** How 'join' is answered; default 'ok'. */
  joinBehaviour?: InMemoryJoinBehaviour | undefined;
  /** The room a join answers with; default `room-{otherUserId}`. */
  roomName?: ((params: ChatJoinParams) => string) | undefined;
  /** Wait for 'joined-room' in milliseconds; default 5000. */
  joinTimeoutMs?: number | undefined;
}

/** The socket.io transport over a fake server in memory, with what it saw, for tests, stories and the demo. */
export interface InMemoryChatTransport extends ChatTransport {
  /** Every 'send_message' payload, in order. */
  readonly sent: readonly ChatSendParams[];
  /** Every 'join' payload, in order. */
  readonly joins: readonly ChatJoinParams[];
  /** What 'get-active-conversations' answers; sending a message updates its room. Assign to replace. */
  conversations: ChatConversation[];
  /** 'ok' answers 'joined-room'; 'fail' sends a connection error; 'hang' answers nothing, so the join times out. */
  joinBehaviour: InMemoryJoinBehaviour;
  /** Whether a socket is open. */
  readonly connected: boolean;
  /** Forgets what was sent and joined, and restores the initial conversations and join behaviour. */
  reset(): void;
}

/** Creates the in-memory chat transport: the real socket.io protocol against a fake server. */
export function createInMemoryChatTransport(options: InMemoryChatTransportOptions = {}): InMemoryChatTransport {
  const initial = () => (options.conversations ?? []).map((c) => ({ ...c }));
  const roomNameFor = options.roomName ?? ((params: ChatJoinParams) => `room-${params.otherUserId}`);
  const state = {
    sent: [] as ChatSendParams[],
    joins: [] as ChatJoinParams[],
    conversations: initial(),
    joinBehaviour: options.joinBehaviour ?? ('ok' as InMemoryJoinBehaviour),
    connected: false,
  };

  const io: ChatIo = () => {
    const listeners = new Map<string, Set<Listener>>();
    // Answers arrive on a later tick, as over a wire, so callers cannot rely on synchronous replies.
    const deliver = (event: string, payload: unknown) =>
      void Promise.resolve().then(() => listeners.get(event)?.forEach((listener) => listener(payload)));
    state.connected = true;
    return {
      on(event, listener) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      },
      off(event, listener) {
        listeners.get(event)?.delete(listener);
      },
      emit(event, ...args) {
        const payload = args[0];
        if (event === 'join') {
          const params = payload as ChatJoinParams;
          state.joins.push({ ...params });
          if (state.joinBehaviour === 'ok') deliver('joined-room', { roomName: roomNameFor(params) });
          if (state.joinBehaviour === 'fail') deliver('connect_error', new Error('connection refused'));
        } else if (event === 'send_message') {
          const params = payload as ChatSendParams;
          state.sent.push({ ...params });
          const existing = state.conversations.find((c) => c.roomName === params.roomName);
          if (existing) existing.lastMessage = params.message;
          else
            state.conversations.push({
              roomName: params.roomName,
              otherUserId: params.otherUserId,
              lastMessage: params.message,
            });
        } else if (event === 'get-active-conversations') {
          const ack = args[1];
          const answer = state.conversations.map((c) => ({ ...c }));
          if (typeof ack === 'function') void Promise.resolve().then(() => (ack as Listener)(answer));
        }
      },
      disconnect() {
        listeners.clear();
        state.connected = false;
      },
    };
  };

  const transport = createSocketIoChatTransport({ url: 'memory://chat', io, joinTimeoutMs: options.joinTimeoutMs });
  return {
    join: transport.join,
    sendMessage: transport.sendMessage,
    getActiveConversations: transport.getActiveConversations,
    disconnect: transport.disconnect,
    get sent() {
      return state.sent;
    },
    get joins() {
      return state.joins;
    },
    get conversations() {
      return state.conversations;
    },
    set conversations(value) {
      state.conversations = value;
    },
    get joinBehaviour() {
      return state.joinBehaviour;
    },
    set joinBehaviour(value) {
      state.joinBehaviour = value;
    },
    get connected() {
      return state.connected;
    },
    reset() {
      state.sent = [];
      state.joins = [];
      state.conversations = initial();
      state.joinBehaviour = options.joinBehaviour ?? 'ok';
    },
  };
}

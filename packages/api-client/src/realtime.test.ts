// @vitest-environment node
import { io as socketIo } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_JOIN_TIMEOUT_MS } from '@edupassport/internal/timeouts';
import { ApiError } from './errors';
import {
  chatTransportMessages,
  createInMemoryChatTransport,
  createSocketIoChatTransport,
  type ChatSocket,
} from './realtime';

afterEach(() => {
  vi.useRealTimers();
});

describe('createInMemoryChatTransport', () => {
  it('joins a room, sends a message and lists the conversation', async () => {
    const chat = createInMemoryChatTransport();
    expect(chat.connected).toBe(false);

    const room = await chat.join({ token: 't-1', otherUserId: 7 });
    expect(room).toEqual({ roomName: 'room-7' });
    expect(chat.connected).toBe(true);
    expect(chat.joins).toEqual([{ token: 't-1', otherUserId: 7 }]);

    await chat.sendMessage({
      token: 't-1',
      message: 'Hi, I would like to connect with you!',
      roomName: room.roomName,
      otherUserId: 7,
    });
    expect(chat.sent).toEqual([
      { token: 't-1', message: 'Hi, I would like to connect with you!', roomName: 'room-7', otherUserId: 7 },
    ]);

    await expect(chat.getActiveConversations({ token: 't-1' })).resolves.toEqual([
      { roomName: 'room-7', otherUserId: 7, lastMessage: 'Hi, I would like to connect with you!' },
    ]);
  });

  it('answers with the conversations it was given, updated by new messages', async () => {
    const chat = createInMemoryChatTransport({
      conversations: [{ roomName: 'r-2', otherUserId: 2, lastMessage: 'old' }],
    });
    await chat.sendMessage({ token: 't', message: 'new', roomName: 'r-2', otherUserId: 2 });
    await expect(chat.getActiveConversations({ token: 't' })).resolves.toEqual([
      { roomName: 'r-2', otherUserId: 2, lastMessage: 'new' },
    ]);
    chat.reset();
    expect(chat.sent).toEqual([]);
    await expect(chat.getActiveConversations({ token: 't' })).resolves.toEqual([
      { roomName: 'r-2', otherUserId: 2, lastMessage: 'old' },
    ]);
  });

  it('rejects a join that gets no answer after the 5 s room-join timeout, with the spec message', async () => {
    vi.useFakeTimers();
    const chat = createInMemoryChatTransport({ joinBehaviour: 'hang' });
    let outcome: unknown;
    const pending = chat.join({ token: 't', otherUserId: 3 }).catch((error: unknown) => (outcome = error));

    await vi.advanceTimersByTimeAsync(CHAT_JOIN_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;

    expect(CHAT_JOIN_TIMEOUT_MS).toBe(5000);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({
      kind: 'timeout',
      endpoint: 'chat.join',
      message: 'Failed to start chat. Please try again',
    });
  });

  it('rejects a join when the connection fails, with the connection message', async () => {
    const chat = createInMemoryChatTransport();
    chat.joinBehaviour = 'fail';
    await expect(chat.join({ token: 't', otherUserId: 3 })).rejects.toMatchObject({
      kind: 'network',
      message: chatTransportMessages.connectionIssue,
    });
    chat.joinBehaviour = 'ok';
    await expect(chat.join({ token: 't', otherUserId: 3 })).resolves.toEqual({ roomName: 'room-3' });
  });

  it('rejects with kind aborted when the caller aborts a join', async () => {
    const chat = createInMemoryChatTransport({ joinBehaviour: 'hang' });
    const controller = new AbortController();
    const pending = chat.join({ token: 't', otherUserId: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('disconnects and opens a new socket on the next call', async () => {
    const chat = createInMemoryChatTransport();
    await chat.join({ token: 't', otherUserId: 1 });
    chat.disconnect();
    expect(chat.connected).toBe(false);
    await expect(chat.join({ token: 't', otherUserId: 2 })).resolves.toEqual({ roomName: 'room-2' });
    expect(chat.connected).toBe(true);
  });
});

/** A hand-driven socket: records emits; `serverSends` plays the server. */
function fakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: unknown[][] = [];
  const socket = {
    emitted,
    emit: vi.fn((...args: unknown[]) => void emitted.push(args)),
    on: vi.fn(
      (event: string, listener: (...args: unknown[]) => void) =>
        void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    ),
    off: vi.fn((event: string, listener: (...args: unknown[]) => void) => void listeners.get(event)?.delete(listener)),
    disconnect: vi.fn(),
    serverSends: (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload)),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  } satisfies ChatSocket & Record<string, unknown>;
  return socket;
}

describe('createSocketIoChatTransport', () => {
  it('opens the socket on the first call, once, with the given url and options', async () => {
    const socket = fakeSocket();
    const io = vi.fn(() => socket);
    const chat = createSocketIoChatTransport({
      url: 'https://chat.example',
      io,
      options: { transports: ['websocket'] },
    });
    expect(io).not.toHaveBeenCalled();

    await chat.sendMessage({ token: 't', message: 'hello', roomName: 'r-1', otherUserId: 9 });
    await chat.sendMessage({ token: 't', message: 'again', roomName: 'r-1', otherUserId: 9 });

    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith('https://chat.example', { transports: ['websocket'] });
    expect(socket.emitted).toEqual([
      ['send_message', { token: 't', message: 'hello', roomName: 'r-1', otherUserId: 9 }],
      ['send_message', { token: 't', message: 'again', roomName: 'r-1', otherUserId: 9 }],
    ]);
  });

  it("emits 'join' and resolves with the room of 'joined-room', sent as a plain string too", async () => {
    const socket = fakeSocket();
    const chat = createSocketIoChatTransport({ url: 'u', io: () => socket });
    const pending = chat.join({ token: 'tok', otherUserId: '42' });
    expect(socket.emitted).toEqual([['join', { token: 'tok', otherUserId: '42' }]]);
    socket.serverSends('joined-room', 'room_1_42');
    await expect(pending).resolves.toEqual({ roomName: 'room_1_42' });
    expect(socket.listenerCount()).toBe(0);
  });

  it("rejects a 'joined-room' without a room name with the join failure message", async () => {
    const socket = fakeSocket();
    const chat = createSocketIoChatTransport({ url: 'u', io: () => socket });
    const pending = chat.join({ token: 'tok', otherUserId: 1 });
    socket.serverSends('joined-room', {});
    await expect(pending).rejects.toMatchObject({ message: chatTransportMessages.joinFailed });
  });

  it("reads conversations from an 'active-conversations' event, normalising the room field", async () => {
    const socket = fakeSocket();
    const chat = createSocketIoChatTransport({ url: 'u', io: () => socket });
    const pending = chat.getActiveConversations({ token: 'tok' });
    expect(socket.emitted[0]?.slice(0, 2)).toEqual(['get-active-conversations', { token: 'tok' }]);
    socket.serverSends('active-conversations', { conversations: [{ room: 'r-5', otherUserId: 5 }, 'junk'] });
    await expect(pending).resolves.toEqual([{ room: 'r-5', roomName: 'r-5', otherUserId: 5 }]);
  });

  it('reads conversations from the acknowledgement too', async () => {
    const socket = fakeSocket();
    const chat = createSocketIoChatTransport({ url: 'u', io: () => socket });
    const pending = chat.getActiveConversations({ token: 'tok' });
    const ack = socket.emitted[0]?.[2] as (payload: unknown) => void;
    ack([{ roomName: 'r-8' }]);
    await expect(pending).resolves.toEqual([{ roomName: 'r-8' }]);
  });

  it('closes the socket on disconnect and opens a new one afterwards', async () => {
    const sockets = [fakeSocket(), fakeSocket()];
    let made = 0;
    const chat = createSocketIoChatTransport({ url: 'u', io: () => sockets[made++] ?? fakeSocket() });
    await chat.sendMessage({ token: 't', message: 'a', roomName: 'r', otherUserId: 1 });
    chat.disconnect();
    expect(sockets[0]?.disconnect).toHaveBeenCalledTimes(1);
    await chat.sendMessage({ token: 't', message: 'b', roomName: 'r', otherUserId: 1 });
    expect(made).toBe(2);
    expect(sockets[1]?.emitted).toHaveLength(1);
  });

  it("accepts socket.io-client's own io (type check; nothing connects until a call)", () => {
    const chat = createSocketIoChatTransport({ url: 'http://127.0.0.1:1', io: socketIo });
    expect(typeof chat.join).toBe('function');
  });
});

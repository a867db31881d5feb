// The kit's mock backend under msw in the jsdom unit tests: one server a test file starts, whatever package it is in.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { handlers, resetMocks } from '@edupassport/api-client/mocks';

/** The mock backend's msw server (its `events` let a test record what it receives). */
export const server = setupServer(...handlers);

/**
 * Starts the mock backend for the file's tests from a fresh mock world (the unit project runs files in one worker
 * without isolation: a file before may have left a session, a failure or the realistic mode); after each test,
 * resets it and puts the real timers back.
 */
export function startMockBackend() {
  beforeAll(() => {
    resetMocks();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetMocks();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

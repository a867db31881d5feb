import { isApiError } from '@edupassport/api-client';

/**
 * Whether a failed write may still have reached the server: the request went out and no answer came back (a
 * network error or a timeout), so the server may have done it. Read back before saying it failed or offering a
 * retry that would do it twice.
 */
export function mayHaveLanded(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * Sends a write; when its answer is lost (`mayHaveLanded`), asks `readBack` whether it landed and returns what
 * `readBack` found instead of failing. The original error is thrown when it did not land or the read-back fails too.
 */
export async function sendOrReadBack<T>(send: () => Promise<T>, readBack: () => Promise<T | null | undefined>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!mayHaveLanded(error)) throw error;
    const landed = await readBack().catch(() => null);
    if (landed === null || landed === undefined) throw error;
    return landed;
  }
}

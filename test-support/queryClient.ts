import { createEduQueryClient } from '@edupassport/ui/headless';

/**
 * A query client for tests and stories: no retries, so a failure injected into the mock backend shows at once
 * (the kit's default retries network errors and 5xx twice, 1 s and 2 s apart).
 */
export function createTestQueryClient() {
  return createEduQueryClient({ queries: { retry: false } });
}

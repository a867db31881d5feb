import type { AdminClient, AdminClientConfig } from '@edupassport/api-client/admin';

/**
 * An admin client whose implementation (the admin transport, token refresh and its zod answer schemas) loads on
 * the first call. The fallback of `useAdmin()` outside an AdminProvider: every job card of an admin-capable host
 * holds one, and most visitors never delete a job.
 */
export function lazyAdminClient(config: AdminClientConfig): AdminClient {
  let loading: Promise<AdminClient> | null = null;
  const load = () => (loading ??= import('@edupassport/api-client/admin').then((module) => module.createAdminClient(config)));
  const request: AdminClient['request'] = async (options) => (await load()).request(options);
  return {
    request,
    jobs: {
      async delete(id, options) {
        await (await load()).jobs.delete(id, options);
      },
    },
  };
}

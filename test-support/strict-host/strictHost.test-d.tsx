/*
 * A host's code as a strict TypeScript app writes it (`strict` and `exactOptionalPropertyTypes`, see tsconfig.json
 * beside this file): optional props and options get values that may be undefined (`user?.id`), and the user type
 * comes from the host's API, where names are often `string | null`. Compiled by `npm run typecheck`.
 */
import { describe, expectTypeOf, test } from 'vitest';
import type { JSX } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type Job } from '@edupassport/api-client';
import { EduProvider, Avatar, Button, type EduSession, type EduUser } from '@edupassport/ui';
import { AdminProvider, AdminDeleteJobButton } from '@edupassport/admin-kit';
import { Feed, prefetchFeed } from '@edupassport/feed';
import { useFeed } from '@edupassport/feed/headless';
import { JobCard, JobList } from '@edupassport/opportunities';
import { BusinessProfilePage, EducatorProfilePage } from '@edupassport/profiles';

/** A user as a host's API types describe it: nullable names and picture, a numeric id. */
interface ApiUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  email: string | null;
  profile_picture: string | null;
  user_types: string | null;
}

declare const user: ApiUser | undefined;
declare const maybeToken: string | undefined;
declare const maybeNumber: number | undefined;
declare const maybeString: string | undefined;
declare const maybeBoolean: boolean | undefined;
declare const maybeHandler: (() => void) | undefined;
declare const job: Job;

describe('a strict host', () => {
  test('passes a user with nullable names as the session user', () => {
    expectTypeOf<ApiUser>().toExtend<EduUser>();
    const named: EduUser = { id: 1, first_name: null, last_name: 'Okafor', full_name: null, email: null };
    const session: EduSession = { user: user ?? null, isAdmin: maybeBoolean, token: maybeToken };
    expectTypeOf(named).toExtend<EduUser>();
    expectTypeOf(session).toEqualTypeOf<EduSession>();
  });

  test('passes possibly undefined values to optional props and options', () => {
    const client = createApiClient({ baseUrl: '/api', timeoutMs: maybeNumber, credentials: undefined });
    const page = (
      <EduProvider client={client} session={{ user: user ?? null, isAdmin: maybeBoolean, token: maybeToken }} locale={maybeString}>
        <AdminProvider accessToken={maybeToken} refreshToken={maybeToken} isAdmin={maybeBoolean} onSignOut={maybeHandler}>
          <AdminDeleteJobButton jobId={1} jobTitle={maybeString} />
        </AdminProvider>
        <Button loading={maybeBoolean} loadingLabel={maybeString}>
          Save
        </Button>
        <Avatar name="Amara Okafor" src={user?.profile_picture} size={maybeNumber} />
        <Feed pageSize={maybeNumber} showSearch={maybeBoolean} overscan={maybeNumber} />
        <JobCard job={job} favourite={maybeBoolean} onReported={undefined} />
        <JobList jobs={[job]} loading={maybeBoolean} label={maybeString} />
        <EducatorProfilePage userId={user?.id} publicView={maybeBoolean} />
        <BusinessProfilePage userId={user?.id} preview={maybeBoolean} />
      </EduProvider>
    );
    expectTypeOf(page).toEqualTypeOf<JSX.Element>();
  });

  test('passes possibly undefined options to the hooks and the server helpers', () => {
    expectTypeOf(prefetchFeed).toBeCallableWith(new QueryClient(), createApiClient({ baseUrl: '/api' }), {
      sessionUserId: user?.id,
      pageSize: maybeNumber,
    });
    expectTypeOf(useFeed).toBeCallableWith({ pageSize: maybeNumber, searchDebounceMs: maybeNumber });
  });
});

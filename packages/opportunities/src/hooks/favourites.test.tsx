import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, jobSchema } from '@edupassport/api-client';
import { handlers, mockControls, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { JobCard } from '../JobCard';
import { opportunityKeys } from '../queryKeys';

const server = setupServer(...handlers);
const requests: string[] = [];
const count = ({ request }: { request: Request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', count);
});
afterEach(() => {
  server.resetHandlers();
  resetMocks();
  requests.length = 0;
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
// Two seeded jobs that user 1 has not favourited on the mock backend.
const seeded = (id: number) => jobSchema.parse(mockStore.jobs.find((job) => job?.id === id));
const science = { ...seeded(2002), job_title: 'Head of Science' };
const maths = { ...seeded(2003), job_title: 'Maths Teacher' };

function renderPage(children: ReactNode, queryClient = createTestQueryClient()) {
  const toast = { show: vi.fn(() => ''), dismiss: vi.fn() };
  render(
    <EduProvider client={client} session={{ user: { id: 1 } }} toast={toast} queryClient={queryClient}>
      {children}
    </EduProvider>,
  );
  return { queryClient, toast };
}

/** A query client holding the states the host knows. */
function known(states: Record<string, boolean>) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(opportunityKeys.favorites('jobs', 1), states);
  return queryClient;
}

const hearts = (title: string) => screen.getAllByRole('button', { name: `Favourite ${title}` });

describe('shared job favourites', () => {
  it('gives every card without favourite props one shared favourites query, read with no request', async () => {
    const { queryClient } = renderPage(
      <>
        <JobCard job={science} />
        <JobCard job={maths} />
      </>,
    );
    expect(queryClient.getQueryCache().findAll({ queryKey: [...opportunityKeys.all, 'favorites'] })).toHaveLength(1);
    expect(queryClient.getQueryData(opportunityKeys.favorites('jobs', 1))).toEqual({});
    // Hearts read the server's favourites only when a click needs them: nothing is read for showing the cards.
    // A read the cards started would be under way now: wait until none is, then look at what reached the server.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requests).toEqual([]);
  });

  it('starts the hearts from what the host put in the query', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(opportunityKeys.favorites('jobs', 1), { '2002': false, '2003': true });
    renderPage(
      <>
        <JobCard job={science} />
        <JobCard job={maths} />
      </>,
      queryClient,
    );
    expect(hearts('Head of Science')[0]).toHaveAttribute('aria-pressed', 'false');
    expect(hearts('Maths Teacher')[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a toggle on every card of the same job, and saves it once', async () => {
    const { queryClient } = renderPage(
      <>
        <JobCard job={science} />
        <JobCard job={science} />
        <JobCard job={maths} />
      </>,
      known({ '2002': false, '2003': false }),
    );
    // A slow answer: both hearts must show the change while the save is still running.
    mockControls.delay('jobs.toggleFavorite', 300);
    const [first, second] = hearts('Head of Science');
    await userEvent.click(first!);
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('data-pending');
    expect(hearts('Maths Teacher')[0]).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(first).not.toHaveAttribute('data-pending'));
    mockControls.clear('jobs.toggleFavorite');
    expect(requests).toEqual(['POST /api/jobs/2002/favorite']);
    expect(queryClient.getQueryData(opportunityKeys.favorites('jobs', 1))).toEqual({ '2002': true, '2003': false });

    await userEvent.click(second!);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls a failed toggle back on every card, with the error toast', async () => {
    mockControls.fail('jobs.toggleFavorite', { status: 500, message: 'Down' });
    const { queryClient, toast } = renderPage(
      <>
        <JobCard job={science} />
        <JobCard job={science} />
      </>,
      known({ '2002': false }),
    );
    const [first, second] = hearts('Head of Science');
    await userEvent.click(first!);
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' })));
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData(opportunityKeys.favorites('jobs', 1))).toEqual({ '2002': false });
  });

  it("takes the server's answer when it differs from what the page showed", async () => {
    // The page believes 2002 is a favourite; the server did not have it, so the toggle made it one.
    const { queryClient } = renderPage(<JobCard job={science} />, known({ '2002': true }));
    await userEvent.click(hearts('Head of Science')[0]!);
    await waitFor(() => expect(queryClient.getQueryData(opportunityKeys.favorites('jobs', 1))).toEqual({ '2002': true }));
    expect(hearts('Head of Science')[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a host-given favourite state as before, beside the shared one', async () => {
    mockStore.toggleFavorite('jobs', 1, 2002);
    renderPage(
      <>
        <JobCard job={science} defaultFavourite />
        <JobCard job={maths} />
      </>,
    );
    expect(hearts('Head of Science')[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hearts('Head of Science')[0]!);
    await waitFor(() => expect(hearts('Head of Science')[0]).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(requests).toEqual(['POST /api/jobs/2002/favorite']));
  });

  it("starts the hearts from the job's own field, which wins over the host's list, with no request", async () => {
    const mine = jobSchema.parse({ ...mockStore.jobs.find((job) => job?.id === 2002), is_favorite: true });
    const theirs = jobSchema.parse({ ...mockStore.jobs.find((job) => job?.id === 2003), favorited: false });
    renderPage(
      <>
        <JobCard job={{ ...mine, job_title: 'Head of Science' }} defaultFavourite={false} />
        <JobCard job={{ ...theirs, job_title: 'Maths Teacher' }} defaultFavourite />
      </>,
    );
    expect(hearts('Head of Science')[0]).toHaveAttribute('aria-pressed', 'true');
    expect(hearts('Maths Teacher')[0]).toHaveAttribute('aria-pressed', 'false');
    expect(hearts('Maths Teacher')[0]).not.toHaveAttribute('data-favourite');
    expect(requests).toEqual([]);
  });

  it("reads the server's state before acting on a heart whose state it does not know, busy meanwhile", async () => {
    // The viewer favourited 2002 on another visit; this page was not told.
    mockStore.toggleFavorite('jobs', 1, 2002);
    renderPage(<JobCard job={science} />);
    const heart = hearts('Head of Science')[0]!;
    expect(heart).toHaveAttribute('data-favourite', 'unknown');
    mockControls.delay('jobs.getFavorites', 300);
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'true'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveFocus();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    mockControls.clear('jobs.getFavorites');
    // The person clicked an empty heart to add the job, and the server already holds it: shown, no toggle sent.
    expect(requests).toEqual(['GET /api/jobs/favorites']);
    expect(mockStore.isFavorite('jobs', 1, 2002)).toBe(true);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).not.toHaveAttribute('data-favourite');
    expect(heart).toHaveFocus();
  });
});

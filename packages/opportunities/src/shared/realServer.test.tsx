import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, dealSchema, eventSchema, jobSchema } from '@edupassport/api-client';
import { generateDeal, generateEvent, generateJob, handlers, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { DealCard } from '../DealCard';
import { EventCard } from '../EventCard';
import { JobCard } from '../JobCard';

// A real server may answer a favourite toggle with 204 or {"success": true}: the heart of a known state stays on,
// an unknown one is not guessed.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const API = 'http://api.test';
const client = createApiClient({ baseUrl: API });

const job = jobSchema.parse(generateJob({ id: 2500, job_title: 'Head of Science' }));
const event = eventSchema.parse(generateEvent({ id: 3500, event_name: 'STEM Fair', user_id: 102 }));
const deal = dealSchema.parse(generateDeal({ id: 4500, deal_name: 'Free month of LessonLab' }));

// `defaultFavourite={false}`: the host knows these are not favourites (a list given `favouriteIds`).
const cards: Array<[kind: string, id: number, name: string, card: ReactNode]> = [
  ['jobs', job.id as number, job.job_title, <JobCard job={job} defaultFavourite={false} />],
  ['events', event.id as number, event.event_name, <EventCard event={event} defaultFavourite={false} />],
  ['deals', deal.id as number, deal.deal_name, <DealCard deal={deal} defaultFavourite={false} />],
];
const unknownCards: Array<[kind: string, id: number, name: string, card: ReactNode]> = [
  ['jobs', job.id as number, job.job_title, <JobCard job={job} />],
  ['events', event.id as number, event.event_name, <EventCard event={event} />],
  ['deals', deal.id as number, deal.deal_name, <DealCard deal={deal} />],
];

const answers = {
  'no-content': () => new HttpResponse(null, { status: 204 }),
  success: () => HttpResponse.json({ success: true }),
};

describe('favourites against a real server', () => {
  describe.each(Object.keys(answers) as Array<keyof typeof answers>)('answered %s', (answer) => {
    it.each(cards)('keeps the %s heart on', async (kind, id, name, card) => {
      const saved = vi.fn();
      server.use(
        http.post(`${API}/api/${kind}/${id}/favorite`, () => {
          saved();
          return answers[answer]();
        }),
      );
      const toast = { show: vi.fn(() => ''), dismiss: vi.fn() };
      render(
        <EduProvider client={client} session={{ user: { id: 1 } }} toast={toast}>
          {card}
        </EduProvider>,
      );
      const heart = screen.getByRole('button', { name: `Favourite ${name}` });
      await userEvent.click(heart);
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(heart).not.toHaveAttribute('data-pending'));
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(toast.show).not.toHaveBeenCalled();
    });

    // The toggle flipped whatever the server had; with no state in the answer the heart cannot know which.
    it.each(unknownCards)('leaves an unknown %s heart unknown', async (kind, id, name, card) => {
      const saved = vi.fn();
      server.use(
        http.post(`${API}/api/${kind}/${id}/favorite`, () => {
          saved();
          return answers[answer]();
        }),
      );
      render(
        <EduProvider client={client} session={{ user: { id: 1 } }} toast={{ show: vi.fn(() => ''), dismiss: vi.fn() }}>
          {card}
        </EduProvider>,
      );
      const heart = screen.getByRole('button', { name: `Favourite ${name}` });
      expect(heart).toHaveAttribute('data-favourite', 'unknown');
      await userEvent.click(heart);
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(heart).not.toHaveAttribute('data-pending'));
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(heart).toHaveAttribute('data-favourite', 'unknown');
    });
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, dealSchema, eventSchema, jobSchema } from '@edupassport/api-client';
import { generateDeal, generateEvent, generateJob } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { favouriteMessages } from '../messages/favourites';
import { DealCard } from '../DealCard';
import { EventCard } from '../EventCard';
import { JobCard } from '../JobCard';

// A real server may answer a favourite toggle with 204 or {"success": true}: the heart then shows what the server's
// favourites list says, and never sends a toggle on a guess.
const API = 'http://api.test';

const client = createApiClient({ baseUrl: API });

const job = jobSchema.parse(generateJob({ id: 2500, job_title: 'Head of Science' }));
const event = eventSchema.parse(generateEvent({ id: 3500, event_name: 'STEM Fair', user_id: 102 }));
const deal = dealSchema.parse(generateDeal({ id: 4500, deal_name: 'Free month of LessonLab' }));

type Props = { defaultFavourite?: boolean; onFavouriteChange: (favourite: boolean) => void };
const kinds: Array<[kind: string, id: number, name: string, card: (props: Props) => ReactNode]> = [
  ['jobs', job.id as number, job.job_title, (props) => <JobCard job={job} {...props} />],
  ['events', event.id as number, event.event_name, (props) => <EventCard event={event} {...props} />],
  ['deals', deal.id as number, deal.deal_name, (props) => <DealCard deal={deal} {...props} />],
];

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The first render of a file pays for the cards' styles; paid here, no test runs near its time limit on a busy machine.
  render(<EduProvider client={client}>{kinds.map(([kind, , , card]) => <div key={kind}>{card({ onFavouriteChange: () => {} })}</div>)}</EduProvider>);
  cleanup();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answers = {
  'no-content': () => new HttpResponse(null, { status: 204 }),
  success: () => HttpResponse.json({ success: true }),
};

/** A server whose toggle answers without the state; it lists the favourites unless `listed` is false. */
function realServer(kind: string, id: number, answer: keyof typeof answers, { holds = false, listed = true } = {}) {
  const held = new Set<number>(holds ? [id] : []);
  const toggles = vi.fn();
  server.use(
    http.post(`${API}/api/${kind}/${id}/favorite`, () => {
      toggles();
      if (held.has(id)) held.delete(id);
      else held.add(id);
      return answers[answer]();
    }),
    http.get(`${API}/api/${kind}/favorites`, () =>
      listed ? HttpResponse.json({ data: { [`favorite_${kind}`]: [...held].map((item) => ({ id: item })) } }) : HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
    ),
  );
  return { held, toggles };
}

function renderCard(card: (props: Props) => ReactNode, props: Omit<Props, 'onFavouriteChange'> = {}) {
  const toast = { show: vi.fn(() => ''), dismiss: vi.fn() };
  const onFavouriteChange = vi.fn();
  render(
    <EduProvider client={client} session={{ user: { id: 1 } }} toast={toast}>
      {card({ ...props, onFavouriteChange })}
    </EduProvider>,
  );
  return { toast, onFavouriteChange };
}

/** Clicks the heart and waits until it is no longer busy. */
async function click(heart: HTMLElement) {
  await userEvent.click(heart);
  await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
}

describe('favourites against a real server', () => {
  describe.each(Object.keys(answers) as Array<keyof typeof answers>)('answered %s', (answer) => {
    it.each(kinds)("shows the server's state of an unknown %s heart after a click and after a second one", async (kind, id, name, card) => {
      const { held, toggles } = realServer(kind, id, answer);
      const { toast, onFavouriteChange } = renderCard(card);
      const heart = screen.getByRole('button', { name: `Favourite ${name}` });
      expect(heart).toHaveAttribute('data-favourite', 'unknown');

      await click(heart);
      expect(held.has(id)).toBe(true);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart).not.toHaveAttribute('data-favourite');
      expect(onFavouriteChange).toHaveBeenLastCalledWith(true);

      await click(heart);
      expect(held.has(id)).toBe(false);
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(onFavouriteChange).toHaveBeenLastCalledWith(false);
      expect(toggles).toHaveBeenCalledTimes(2);
      expect(toast.show).not.toHaveBeenCalled();
    });

    it.each(kinds)('never sends a toggle for an unknown %s heart the server already holds: it shows it', async (kind, id, name, card) => {
      const { held, toggles } = realServer(kind, id, answer, { holds: true });
      const { onFavouriteChange } = renderCard(card);
      const heart = screen.getByRole('button', { name: `Favourite ${name}` });
      await click(heart);
      expect(toggles).not.toHaveBeenCalled();
      expect(held.has(id)).toBe(true);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(onFavouriteChange).toHaveBeenCalledWith(true);
    });

    it.each(kinds)('keeps a known %s heart on, as the server lists it', async (kind, id, name, card) => {
      const { held } = realServer(kind, id, answer);
      const { toast, onFavouriteChange } = renderCard(card, { defaultFavourite: false });
      const heart = screen.getByRole('button', { name: `Favourite ${name}` });
      await click(heart);
      expect(held.has(id)).toBe(true);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(onFavouriteChange).toHaveBeenCalledWith(true);
      expect(toast.show).not.toHaveBeenCalled();
    });
  });

  it.each(kinds)('says the favourites were updated when a server without a %s favourites list cannot tell the state', async (kind, id, name, card) => {
    const { toggles } = realServer(kind, id, 'no-content', { listed: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { toast, onFavouriteChange } = renderCard(card);
    const heart = screen.getByRole('button', { name: `Favourite ${name}` });
    await click(heart);
    expect(toggles).toHaveBeenCalledTimes(1);
    expect(heart).toHaveAttribute('data-favourite', 'unknown');
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: favouriteMessages.favouriteUpdated });
    expect(onFavouriteChange).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

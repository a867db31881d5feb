import { forwardRef } from 'react';
import type { EduEvent, Id } from '@edupassport/api-client';
import { useMessages } from '@edupassport/ui';
import { EventCard, type EventCardMode } from '../EventCard';
import { listMessages } from '../messages/lists';
import { OpportunityGrid, type OpportunityListProps } from '../shared/OpportunityGrid';
import { opportunitiesCatalogs } from '../messages/catalogs';

export interface EventListProps extends OpportunityListProps {
  /** The events to show (the spec has no list endpoint: the host loads them); required. */
  events: readonly EduEvent[];
  /** Every card's mode; default each card decides (owner for the viewer's own events). */
  mode?: EventCardMode | undefined;
  /** Preview or share renderings: no click is recorded; default false. */
  staticMode?: boolean | undefined;
  /** Owner cards: Preview; default the event's detail route. */
  onPreview?: ((event: EduEvent) => void) | undefined;
  /** Owner cards: Boost this Event; default none (the button is left out). */
  onBoost?: ((event: EduEvent) => void) | undefined;
  /** Owner cards: Edit Listing; default none (the button is left out). */
  onEdit?: ((event: EduEvent) => void) | undefined;
  /** Owner cards: runs a confirmed delete; default none (no delete is offered: the spec gives it no path). */
  onDelete?: ((event: EduEvent) => Promise<unknown> | void) | undefined;
  /** Called after an event was deleted, to drop it from the host's own array; default none. */
  onEventDeleted?: ((eventId: Id) => void) | undefined;
}

/**
 * A responsive grid of event cards with their favourites, loading, error and empty states; a deleted
 * event disappears from this list and every other list and card of it (the delete goes into the query cache). State shows as `data-state` (`loading` | `error` | `empty` | `ready`).
 */
export const EventList = forwardRef<HTMLDivElement, EventListProps>(function EventList(
  { events, mode, staticMode, onPreview, onBoost, onEdit, onDelete, onEventDeleted, ...rest },
  ref,
) {
  const m = useMessages('opportunities', listMessages, opportunitiesCatalogs.loaders);
  return (
    <OpportunityGrid
      ref={ref}
      items={events}
      kind="events"
      defaults={{ label: m.eventListLabel, emptyTitle: m.eventListEmpty, emptyDescription: m.eventListEmptyText, failed: m.listFailed }}
      renderItem={(event, favourite, headingLevel) => (
        <EventCard
          event={event}
          headingLevel={headingLevel}
          mode={mode}
          staticMode={staticMode}
          defaultFavourite={favourite}
          onPreview={onPreview}
          onBoost={onBoost}
          onEdit={onEdit}
          onDelete={onDelete}
          onDeleted={onEventDeleted}
        />
      )}
      {...rest}
    />
  );
});

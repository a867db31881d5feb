import { forwardRef, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { EduEvent, Id } from '@edupassport/api-client';
import {
  Badge,
  Button,
  CalendarIcon,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardMedia,
  DateText,
  FavouriteToggle,
  IconButton,
  ImageWithFallback,
  Link,
  LinkIcon,
  LocationIcon,
  TrashIcon,
  useEdu,
  useMessages,
  type CardProps,
  LazyDeleteConfirmDialog as DeleteConfirmDialog,
} from '@edupassport/ui';
import { useFavouriteToggleProps } from '../hooks/useFavouriteAction';
import { useReserveSpot } from '../hooks/useReserveSpot';
import { eventMessages } from '../messages/events';
import { getEventOwnerAction, getEventStatusLabel } from '../rules/eventRules';
import { CardSubtitle, CardTitle, Chips, HeadingBlock, EndActions, type CardHeadingProps } from '../shared/cardParts';
import { Facts } from '../shared/Facts';
import { RouteLink } from '../shared/RouteLink';
import { ShareControl } from '../shared/ShareControl';
import { opportunitiesCatalogs } from '../messages/catalogs';
import { useIsDeleted, useOpportunityDelete } from '../hooks/useOpportunityDelete';

export type EventCardMode = 'owner' | 'visitor';

export interface EventCardProps extends Omit<CardProps, 'children' | 'title'>, CardHeadingProps {
  /** The event, as the api-client returns it; required. */
  event: EduEvent;
  /** `owner` (status, preview, boost or edit, delete) or `visitor` (Reserve Spot, favourite); default `owner` when the signed-in user's id is the event's user_id, else `visitor`. */
  mode?: EventCardMode | undefined;
  /** A preview or share rendering: Reserve Spot records no click; default false. */
  staticMode?: boolean | undefined;
  /** Whether the event is among the viewer's favourites (controlled); default uncontrolled. */
  favourite?: boolean | undefined;
  /** The favourite state the host knows, used when the item carries none; default unknown (the heart shows empty and a click lets the server's answer decide). */
  defaultFavourite?: boolean | undefined;
  /** Called with the favourite state the server holds after each click (read back when its answer does not say it); default none. */
  onFavouriteChange?: ((favourite: boolean) => void) | undefined;
  /** Preview (owner): default opens the event's detail route (`/details/event/{id}`). */
  onPreview?: ((event: EduEvent) => void) | undefined;
  /** Boost this Event (owner, published and not boosted); default none (the button is left out; Event Boosted still shows). */
  onBoost?: ((event: EduEvent) => void) | undefined;
  /** Edit Listing (owner, not published); default none (the button is left out). */
  onEdit?: ((event: EduEvent) => void) | undefined;
  /** Runs the delete once confirmed (the spec shows no path); a rejection keeps the confirmation open with its message. Default none (no delete control). */
  onDelete?: ((event: EduEvent) => Promise<unknown> | void) | undefined;
  /** Called after a confirmed delete (the card is then gone), so a host's own array can drop the event; default none. */
  onDeleted?: ((eventId: Id) => void) | undefined;
}

const Cover = styled(CardMedia)`
  position: relative;
`;

const StatusBadge = styled(Badge)`
  position: absolute;
  inset-block-start: 12px;
  inset-inline-start: 12px;
`;

const variantOfStatus = (status: string) =>
  status === 'published' ? 'success' : status === 'expired' ? 'danger' : status === 'draft' || status === 'pending' ? 'warning' : 'neutral';

/** The address an event link shows: host and path, without the scheme. */
function shownLink(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * An event card. Both modes show the cover (the default event image,
 * `routes.defaultEventImage()`, when it is missing or broken; a placeholder when that fails too), the name linking to the event detail,
 * date, format, venue, category and link. Visitor mode: Reserve Spot (records a click, then opens the
 * link in a 600x600 popup, only when it is a safe http(s) URL), favourite and share. Owner mode: the
 * status label, share, delete with confirmation, Preview, and Boost this Event / Event Boosted
 * (disabled) / Edit Listing; Boost, Edit Listing and delete only when the host handles them (the spec
 * gives them no path). State shows as `data-mode`, `data-status` and `data-boosted`.
 */
export const EventCard = forwardRef<HTMLElement, EventCardProps>(function EventCard(
  {
    event,
    mode: modeProp,
    staticMode = false,
    favourite,
    defaultFavourite,
    onFavouriteChange,
    onPreview,
    onBoost,
    onEdit,
    onDelete,
    onDeleted,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  const m = useMessages('opportunities', eventMessages, opportunitiesCatalogs.loaders);
  const { routes, session, navigate } = useEdu();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const heart = useFavouriteToggleProps('events', event, { favourite, defaultFavourite, onFavouriteChange });
  const { url, reserve } = useReserveSpot(event, { staticMode });
  const isOwn = session.user !== null && event.user_id !== undefined && String(session.user.id) === String(event.user_id);
  const mode: EventCardMode = modeProp ?? (isOwn ? 'owner' : 'visitor');
  const owner = mode === 'owner';
  const action = getEventOwnerAction(event.status, event.boosted, m);
  const runAction = action.action === 'boost' ? onBoost : onEdit;
  // A button with nothing behind it would only pretend: Boost and Edit Listing need the host's handler;
  // the disabled Event Boosted is a state, shown regardless.
  const showAction = action.disabled || runAction !== undefined;
  const name = event.event_name;

  const remove = useOpportunityDelete('events', () => onDelete?.(event), event.id, onDeleted);
  // A deleted event leaves every list and card of it, this one too.
  const deleted = useIsDeleted('events', event.id);
  if (deleted) return null;

  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={titleId}
      interactive
      data-mode={mode}
      data-status={event.status || undefined}
      data-boosted={event.boosted ? '' : undefined}
      {...rest}
    >
      <Cover>
        {/* The default cover stands in for a missing or broken one; if that fails too, a placeholder keeps the cover's box. */}
        <ImageWithFallback src={event.event_cover_image} fallbackSrc={routes.defaultEventImage()} alt="" aspectRatio="16 / 9" onFallback="placeholder" />
        {owner && event.status ? (
          <StatusBadge variant={variantOfStatus(event.status)} size="sm" data-part="status">
            {getEventStatusLabel(event.status, m)}
          </StatusBadge>
        ) : null}
      </Cover>
      <CardHeader>
        <HeadingBlock>
          <CardTitle id={titleId} as={`h${headingLevel}`}>
            <RouteLink href={routes.eventDetail(event.id)}>
              <bdi>{name}</bdi>
            </RouteLink>
          </CardTitle>
          {event.event_category ? <CardSubtitle data-part="category">{event.event_category}</CardSubtitle> : null}
        </HeadingBlock>
      </CardHeader>
      <CardBody>
        {event.event_format ? (
          <Chips>
            <Badge variant={event.event_format.trim().toLowerCase() === 'online' ? 'info' : 'neutral'} size="sm" data-part="format">
              {event.event_format}
            </Badge>
          </Chips>
        ) : null}
        <Facts
          items={[
            { key: 'date', icon: <CalendarIcon />, label: m.eventFactLabel(m.eventDate), value: event.event_date ? <DateText value={event.event_date} format="weekdayDateTime" /> : null },
            { key: 'venue', icon: <LocationIcon />, label: m.eventFactLabel(m.eventVenue), value: event.event_venue },
            {
              key: 'link',
              icon: <LinkIcon />,
              label: m.eventFactLabel(m.eventLink),
              value: url ? (
                <Link href={url} external>
                  {shownLink(url)}
                </Link>
              ) : null,
            },
          ]}
        />
      </CardBody>
      <CardFooter>
        {owner ? (
          <>
            <Button variant="outline" size="sm" onClick={() => (onPreview ? onPreview(event) : navigate(routes.eventDetail(event.id)))}>
              {m.eventPreview}
            </Button>
            {showAction ? (
              <Button size="sm" disabled={action.disabled} data-action={action.action} onClick={() => runAction?.(event)}>
                {action.label}
              </Button>
            ) : null}
            <EndActions>
              <ShareControl target={{ type: 'event', event }} label={m.eventShare(name)} />
              {/* The spec gives deleting an event no path: without the host's handler, nothing is offered. */}
              {onDelete ? (
                <IconButton icon={<TrashIcon />} aria-label={m.eventDelete(name)} aria-haspopup="dialog" onClick={() => setConfirming(true)} />
              ) : null}
            </EndActions>
            {confirming && onDelete ? (
              <DeleteConfirmDialog open onOpenChange={setConfirming} onConfirm={remove} title={m.eventDeleteTitle} description={m.eventDeleteText} />
            ) : null}
          </>
        ) : (
          <>
            <Button size="sm" disabled={!url} onClick={reserve} data-action="reserve">
              {m.eventReserveSpot}
            </Button>
            <EndActions>
              <FavouriteToggle
                label={m.eventFavourite(name)}
                requiresLogin
                {...heart}
              />
              <ShareControl target={{ type: 'event', event }} label={m.eventShare(name)} />
            </EndActions>
          </>
        )}
      </CardFooter>
    </Card>
  );
});

import { forwardRef, type ForwardedRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import type { Id } from '@edupassport/api-client';
import {
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  pageSurface,
  type ErrorLike,
  type HeadingLevel,
} from '@edupassport/ui';
import { useDeletedIds } from '../hooks/useOpportunityDelete';
import type { DeletableKind } from '../queryKeys';
import type { CardHeadingProps } from './cardParts';
import { tokens } from './theme';

/** A responsive grid of cards (a list: each card is a list item). */
const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${tokens.space['400']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1 1 auto;
  }
`;

/** The list's own page colour and text under its empty and error states, whatever the host page is. */
const Root = styled.div`
  ${pageSurface}
`;

/** The props the three lists share. */
export interface OpportunityListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, CardHeadingProps {
  /** Shows skeleton cards instead of the items; default false. */
  loading?: boolean | undefined;
  /** A failed load: shows the error's message with a retry (when `onRetry` is given) instead of the items; default none. */
  error?: ErrorLike | undefined;
  /** Called by the error state's retry button; default none (no retry button). */
  onRetry?: (() => void) | undefined;
  /** All the ids the viewer has among their favourites (the others are not), for items that carry no state of their own; default unknown. */
  favouriteIds?: Iterable<Id> | undefined;
  /** The list's accessible name; default the list's own message ('Jobs', 'Events', 'Deals'). */
  label?: string | undefined;
  /** The empty state's title; default the list's own message. */
  emptyTitle?: ReactNode | undefined;
  /** The empty state's text; default the list's own message. */
  emptyDescription?: ReactNode | undefined;
  /** How many skeleton cards show while loading; default 3. */
  skeletonCount?: number | undefined;
}

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
`;

const SkeletonGrid = styled(CardGrid).attrs({ as: 'div' })``;

interface OpportunityGridProps<T extends { id: Id }> extends OpportunityListProps {
  items: readonly T[];
  /** Which deletes the grid follows (the cache's deleted items are left out of the host's array); default none. */
  kind?: DeletableKind | undefined;
  /** Renders a card at the list's heading level; `favourite` is undefined when the host gave no `favouriteIds`. */
  renderItem: (item: T, favourite: boolean | undefined, headingLevel: HeadingLevel) => ReactNode;
  defaults: { label: string; emptyTitle: string; emptyDescription: string; failed: string };
}

/** The list body the three lists share: skeletons, an error, an empty state, or the grid of cards. */
function OpportunityGridInner<T extends { id: Id }>(
  { items, kind, renderItem, defaults, loading, error, onRetry, favouriteIds, label, emptyTitle, emptyDescription, skeletonCount = 3, headingLevel = 3, ...rest }: OpportunityGridProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const favourites = favouriteIds ? new Set([...favouriteIds].map(String)) : null;
  const deleted = useDeletedIds(kind);
  const visible = items.filter((item) => deleted[String(item.id)] !== true);
  const state = loading ? 'loading' : error ? 'error' : visible.length === 0 ? 'empty' : 'ready';
  return (
    <Root ref={ref} data-state={state} {...rest}>
      {state === 'loading' ? (
        <SkeletonGroup>
          <SkeletonGrid>
            {Array.from({ length: skeletonCount }, (_, i) => (
              <SkeletonCard key={i}>
                <Skeleton shape="rect" height={140} />
                <Skeleton lines={3} />
              </SkeletonCard>
            ))}
          </SkeletonGrid>
        </SkeletonGroup>
      ) : state === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} title={defaults.failed} />
      ) : state === 'empty' ? (
        <EmptyState headingLevel={headingLevel} title={emptyTitle ?? defaults.emptyTitle} description={emptyDescription ?? defaults.emptyDescription} />
      ) : (
        <CardGrid aria-label={label ?? defaults.label}>
          {visible.map((item) => (
            <li key={item.id}>{renderItem(item, favourites?.has(String(item.id)), headingLevel)}</li>
          ))}
        </CardGrid>
      )}
    </Root>
  );
}

export const OpportunityGrid = forwardRef(OpportunityGridInner) as <T extends { id: Id }>(
  props: OpportunityGridProps<T> & { ref?: Ref<HTMLDivElement> | undefined },
) => ReturnType<typeof OpportunityGridInner>;

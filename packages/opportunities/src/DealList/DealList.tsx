import { forwardRef } from 'react';
import type { Deal } from '@edupassport/api-client';
import { useMessages } from '@edupassport/ui';
import { DealCard } from '../DealCard';
import { listMessages } from '../messages/lists';
import { OpportunityGrid, type OpportunityListProps } from '../shared/OpportunityGrid';
import { opportunitiesCatalogs } from '../messages/catalogs';

export interface DealListProps extends OpportunityListProps {
  /** The deals to show (the spec has no list endpoint: the host loads them); required. */
  deals: readonly Deal[];
  /** The promo code a deal without one shows in its dialog; default the `dealDefaultCode` message. */
  defaultCode?: string | undefined;
}

/**
 * A responsive grid of deal cards with their favourites, loading, error and empty states.
 * State shows as `data-state` (`loading` | `error` | `empty` | `ready`).
 */
export const DealList = forwardRef<HTMLDivElement, DealListProps>(function DealList({ deals, defaultCode, ...rest }, ref) {
  const m = useMessages('opportunities', listMessages, opportunitiesCatalogs.loaders);
  return (
    <OpportunityGrid
      ref={ref}
      items={deals}
      defaults={{ label: m.dealListLabel, emptyTitle: m.dealListEmpty, emptyDescription: m.dealListEmptyText, failed: m.listFailed }}
      renderItem={(deal, favourite, headingLevel) => <DealCard deal={deal} headingLevel={headingLevel} defaultFavourite={favourite} defaultCode={defaultCode} />}
      {...rest}
    />
  );
});

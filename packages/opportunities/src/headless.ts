/** The styling-free entry of @edupassport/opportunities: rules, messages and hooks, no styled-components. */
export { getEventStatusLabel, getEventOwnerAction } from './rules/eventRules';
export type { EventStatus, EventOwnerAction } from './rules/eventRules';
export { getFreshnessBand, getFreshnessLabel, freshnessBandLabel, nextFreshnessChange } from './rules/freshness';
export type { FreshnessBand, FreshnessLabel } from './rules/freshness';
export { opportunitiesMessages } from './messages';
export type { OpportunitiesMessages } from './messages';
export { DEFAULT_DEAL_CODE, dealCodeOf, formatUseByDate } from './rules/deal';
export { useOpportunitiesMessages } from './hooks/useOpportunitiesMessages';
export { useFreshnessBadge } from './hooks/useFreshnessBadge';
export type { UseFreshnessBadgeResult } from './hooks/useFreshnessBadge';
export { useJobReport } from './hooks/useJobReport';
export type { UseJobReportResult, JobReportErrors, JobReportStatus } from './hooks/useJobReport';
export { useReserveSpot, EVENT_POPUP_SIZE } from './hooks/useReserveSpot';
export type { UseReserveSpotResult } from './hooks/useReserveSpot';
export { useDealTracking } from './hooks/useDealTracking';
export { useCopyCode } from './hooks/useCopyCode';
export { useFavouriteAction } from './hooks/useFavouriteAction';
export type { FavouriteKind } from './hooks/useFavouriteAction';

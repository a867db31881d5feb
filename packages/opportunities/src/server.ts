/**
 * The server entry of @edupassport/opportunities: what a React Server Component may import and call (no
 * "use client", no React): the query keys and the pure rules (freshness, event status, deals, external jobs).
 */
export { opportunityKeys } from './queryKeys';
export type { OpportunityKind } from './queryKeys';
export { getFreshnessBand, getFreshnessLabel, nextFreshnessChange, freshnessBandLabel } from './rules/freshness';
export type { FreshnessBand, FreshnessLabel } from './rules/freshness';
export { getEventStatusLabel, getEventOwnerAction } from './rules/eventRules';
export type { EventStatus, EventOwnerAction } from './rules/eventRules';
export { dealCodeOf, formatUseByDate, DEFAULT_DEAL_CODE } from './rules/deal';
export { isExternalJob } from './rules/jobRules';

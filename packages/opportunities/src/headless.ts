/** The styling-free entry of @edupassport/opportunities: rules and messages, no styled-components. */
export { getEventStatusLabel, getEventOwnerAction } from './rules/eventRules';
export type { EventStatus, EventOwnerAction } from './rules/eventRules';
export { getFreshnessBand, getFreshnessLabel } from './rules/freshness';
export type { FreshnessBand } from './rules/freshness';
export { opportunitiesMessages } from './messages';
export type { OpportunitiesMessages } from './messages';

/** The job freshness badge's texts. */
export const freshnessMessages = {
  freshnessNew: 'New',
  freshnessFresh: 'Fresh',
  freshnessWeek: '1 Week',
  freshnessMonth: '1 Month',
  freshnessExpiring: 'Expiring Soon',
};

export type FreshnessMessages = typeof freshnessMessages;

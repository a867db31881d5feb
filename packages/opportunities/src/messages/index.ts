import type { MessageOverrides } from '@edupassport/ui/headless';
import { dealCardMessages } from './dealCard';
import { dealDialogMessages } from './dealDialog';
import { employerJobMessages } from './employerJob';
import { eventMessages } from './events';
import { favouriteMessages } from './favourites';
import { freshnessMessages } from './freshness';
import { jobAdminMessages } from './jobAdmin';
import { jobCardMessages } from './jobCard';
import { jobReportMessages } from './jobReport';
import { listMessages } from './lists';

/**
 * Every user-visible string of the opportunities package. Spec strings are word for word; the rest
 * (marked "chosen") fill places where the spec says "not shown" and are listed in the README.
 * Override any key with `<EduProvider messages={{ opportunities: { … } }}>`.
 * Components read only their own part (`useMessages('opportunities', jobCardMessages, opportunitiesCatalogs.loaders)`): this spread
 * cannot be tree-shaken, so importing it would put every string on every card's first load.
 */
export const opportunitiesMessages = {
  ...eventMessages,
  ...favouriteMessages,
  ...freshnessMessages,
  ...jobAdminMessages,
  ...jobCardMessages,
  ...employerJobMessages,
  ...jobReportMessages,
  ...dealCardMessages,
  ...dealDialogMessages,
  ...listMessages,
};

export type OpportunitiesMessages = typeof opportunitiesMessages;

// In the module every entry's types include, so a host that imports the package gets its namespace typed.
declare module '@edupassport/ui/headless' {
  interface EduMessageOverrides {
    /** Overrides of `opportunitiesMessages` (@edupassport/opportunities). */
    opportunities?: MessageOverrides<OpportunitiesMessages> | undefined;
  }
}


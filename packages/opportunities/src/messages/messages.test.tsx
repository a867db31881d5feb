import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keysInTwoParts, keysNotMerged } from '../../../../test-support/messageParts';
import { dealSchema, eventSchema, jobSchema } from '@edupassport/api-client';
import { generateDeal, generateEvent, generateJob } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { DealCard } from '../DealCard';
import { EmployerJobCard } from '../EmployerJobCard';
import { EventCard } from '../EventCard';
import { JobCard } from '../JobCard';
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
import { opportunitiesMessages } from './index';

const parts = {
  eventMessages,
  favouriteMessages,
  freshnessMessages,
  jobAdminMessages,
  jobCardMessages,
  employerJobMessages,
  jobReportMessages,
  dealCardMessages,
  dealDialogMessages,
  listMessages,
};

// Every key opportunitiesMessages had when it was one file: the public object must keep them all.
const PUBLIC_KEYS = [
  'eventStatusPublished', 'eventStatusPending', 'eventStatusExpired', 'eventBoost', 'eventBoosted', 'eventEditListing',
  'eventReserveSpot', 'eventPreview', 'eventShare', 'eventFavourite', 'eventDelete', 'eventDeleteTitle',
  'eventDeleteText', 'eventCoverAlt', 'eventDate', 'eventFormat', 'eventVenue', 'eventCategory', 'eventLink',
  'eventStatus', 'eventFactLabel', 'freshnessNew', 'freshnessFresh', 'freshnessWeek', 'freshnessMonth', 'freshnessExpiring',
  'adminRequired', 'jobDeleted', 'jobDeleteFailed', 'jobDeleteAction', 'jobReport', 'jobEdit', 'jobPublish',
  'jobDelete', 'jobViewCandidates', 'jobPostJob', 'jobFavourite', 'jobShare', 'jobReportAria', 'jobMenu',
  'jobCompanyLogo', 'jobExperience', 'jobPosted', 'jobDeadline', 'jobTypes', 'employmentTypes', 'ageGroups', 'jobApplicants', 'jobUnreadInbox', 'jobStatusDraft',
  'jobStatusTemplate', 'jobReportFailed', 'jobReportNoReason', 'jobReportNoDetails', 'jobReasonSpam',
  'jobReasonMisleading', 'jobReasonInappropriate', 'jobReasonDiscrimination', 'jobReasonOther', 'jobReportTitle',
  'jobReportDescription', 'jobReportReasons', 'jobReportDetails', 'jobReportDetailsHint', 'jobReportSubmit',
  'jobReportSubmitting', 'jobReportCancel', 'jobReportSuccessTitle', 'jobReportSuccessText', 'jobReportGoToInbox',
  'jobReportDone', 'dealUseBy', 'dealViewDeal', 'dealDescription', 'dealYourCode', 'dealCopyCode', 'dealCodeCopied',
  'dealCodeCopyFailed', 'dealDefaultCode', 'dealShare', 'dealShareAria', 'dealFavourite', 'dealPhotoAlt',
  'jobListEmpty', 'jobListEmptyText', 'eventListEmpty', 'eventListEmptyText', 'dealListEmpty', 'dealListEmptyText',
  'jobListLabel', 'eventListLabel', 'dealListLabel', 'listFailed', 'favouriteUpdated',
];

describe('opportunities messages parts', () => {
  it('defines no key in two parts (a later spread would silently win)', () => {
    expect(keysInTwoParts(parts)).toEqual([]);
  });

  it('merges into opportunitiesMessages with every public key, each with its part value', () => {
    expect(Object.keys(opportunitiesMessages).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(keysNotMerged(parts, opportunitiesMessages)).toEqual([]);
  });

  it('keeps the spec words', () => {
    expect(opportunitiesMessages.freshnessExpiring).toBe('Expiring Soon');
    expect(opportunitiesMessages.eventBoost).toBe('Boost this Event');
    expect(opportunitiesMessages.jobReportNoReason).toBe('Please select at least one reason for reporting');
    expect(opportunitiesMessages.dealCodeCopied).toBe('Code copied to clipboard!');
    expect(opportunitiesMessages.jobViewCandidates(4)).toBe('View candidates (4)');
    expect(opportunitiesMessages.jobExperience(3, 6)).toBe('3–6 years experience');
  });
});

describe('cards reading their part', () => {
  const job = jobSchema.parse(generateJob({ id: 2200, job_title: 'Head of Science', posting_type: 'jobs', total_applicants: 3 }));
  const event = eventSchema.parse(generateEvent({ id: 3200, event_name: 'EdTech Meetup', event_link: 'https://events.example.edu/e/3200' }));
  const deal = dealSchema.parse(generateDeal({ id: 4200, deal_name: 'Free month of LessonLab' }));

  it("still apply the host's opportunities overrides", () => {
    render(
      <EduContextProvider
        messages={{ opportunities: { jobReport: 'Melden', eventReserveSpot: 'Platz sichern', dealViewDeal: 'Angebot ansehen', jobApplicants: () => 'Drei Bewerbungen' } }}
      >
        <JobCard job={job} />
        <EventCard event={event} mode="visitor" />
        <DealCard deal={deal} />
        <EmployerJobCard job={job} />
      </EduContextProvider>,
    );
    // Text queries: role queries over four styled cards are slow in jsdom.
    expect(screen.getByText('Melden').closest('button')).toHaveAttribute('aria-label', 'Report Head of Science');
    expect(screen.getByText('Platz sichern').closest('button')).toHaveAttribute('data-action', 'reserve');
    expect(screen.getByText('Angebot ansehen').closest('button')).toBeInTheDocument();
    expect(screen.getByText('Drei Bewerbungen')).toHaveAttribute('data-part', 'applicants');
  });
});

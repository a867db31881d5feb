import { useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import type { EduEvent, Id, Job } from '@edupassport/api-client';
import { useOpportunitiesMessages } from '@edupassport/opportunities/headless';
import { useEdu } from '@edupassport/ui';
import { storeWrites } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';

/** The demo's page for an event's Edit Listing (the spec names no route for it). */
export const editEventPath = (id: Id) => `/dashboard/events/editEvent?eventId=${encodeURIComponent(String(id))}`;

export interface OwnerActions {
  /** Grows with each change to the store, so a page reads its records again. */
  version: number;
  /** EmployerJobCard's and JobList's handlers; none without the mock backend or a signed-in user. */
  job: { onPublish?: (job: Job) => void; onPostJob?: (job: Job) => void; onDelete?: (job: Job) => void };
  /** EventCard's and EventList's owner handlers; as `job`. */
  event: { onBoost?: (event: EduEvent) => void; onEdit?: (event: EduEvent) => void; onDelete?: (event: EduEvent) => void };
}

/**
 * The handlers the kit's owner cards take, doing what the demo can: Edit Listing opens the demo's edit page;
 * Publish, Post Job, Boost this Event and the deletes change the mock store (`storeWrites`: the spec gives them
 * no endpoint). A delete that throws keeps the card's confirmation open with the message.
 */
export function useOwnerActions(): OwnerActions {
  const { mocks, session } = useDemoSession();
  const { toast } = useEdu();
  const m = useOpportunitiesMessages();
  const navigate = useNavigate();
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const userId = session?.user?.id;
  const actions = useMemo(() => {
    if (!mocks || userId === undefined || userId === null) return { job: {}, event: {} };
    return {
      job: {
        onPublish: (job: Job) => {
          storeWrites.publishJob(mocks, job.id, userId);
          changed();
          toast.show({ kind: 'success', title: 'Job published', description: `“${job.job_title}” is now posted.` });
        },
        onPostJob: (template: Job) => {
          const job = storeWrites.postJobFrom(mocks, template.id, userId);
          changed();
          toast.show({
            kind: 'success',
            title: 'Job posted',
            description: `“${job.job_title}” is posted from the template, first in your jobs.`,
          });
        },
        onDelete: (job: Job) => {
          storeWrites.deleteJob(mocks, job.id, userId);
          changed();
          toast.show({ kind: 'success', title: m.jobDeleted });
        },
      },
      event: {
        onBoost: (event: EduEvent) => {
          storeWrites.boostEvent(mocks, event.id, userId);
          changed();
        },
        onEdit: (event: EduEvent) => void navigate(editEventPath(event.id)),
        onDelete: (event: EduEvent) => {
          storeWrites.deleteEvent(mocks, event.id, userId);
          changed();
          toast.show({ kind: 'success', title: 'Event deleted successfully' });
        },
      },
    };
  }, [mocks, userId, toast, navigate, m]);
  return { version, ...actions };
}

import { useCallback, useState } from 'react';
import { isApiError, jobReportReasons } from '@edupassport/api-client/rules';
import type { Id, JobReportReason } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useMessages } from '@edupassport/ui/headless';
import { opportunityKeys } from '../queryKeys';
import { jobReportMessages } from '../messages/jobReport';
import { isBlank } from '@edupassport/internal/blank';
import { opportunitiesCatalogs } from '../messages/catalogs';

export type JobReportStatus = 'editing' | 'submitting' | 'success';

export interface JobReportErrors {
  /** 'Please select at least one reason for reporting' when no reason is ticked. */
  reasons?: string | undefined;
  /** 'Please provide details about the issue' when the details are blank. */
  details?: string | undefined;
}

export interface UseJobReportResult {
  /** The ticked reasons, in the spec's order. */
  reasons: JobReportReason[];
  /** Ticks or unticks one reason. */
  setReason: (reason: JobReportReason, checked: boolean) => void;
  details: string;
  setDetails: (details: string) => void;
  /** Field errors, shown once the user has tried to submit (and cleared as each field is fixed). */
  errors: JobReportErrors;
  /** The server's message, or 'Failed to submit report. Please try again.', after a failed submit. */
  submitError: string | null;
  status: JobReportStatus;
  /** Validates and sends `POST /api/jobs/{jobId}/report`; resolves true on success. */
  submit: () => Promise<boolean>;
  /** Back to an empty form (after closing). */
  reset: () => void;
}

/** What a report sends: the ticked reasons and the trimmed details. */
interface JobReportInput {
  reason: JobReportReason[];
  details: string;
}

/**
 * The state and the call of the job report dialog, without any markup. The form is local state; the send is a
 * mutation, whose state gives `status` and `submitError` (a report already sent is not dropped if the dialog goes).
 */
export function useJobReport(jobId: Id): UseJobReportResult {
  const client = useApiClient();
  const m = useMessages('opportunities', jobReportMessages, opportunitiesCatalogs.loaders);
  const [reasons, setReasons] = useState<JobReportReason[]>([]);
  const [details, setDetails] = useState('');
  const [attempted, setAttempted] = useState(false);
  const report = useEduMutation({
    mutationKey: [...opportunityKeys.all, 'report', String(jobId)],
    mutationFn: (input: JobReportInput) => client.jobs.report(jobId, input),
  });
  const status: JobReportStatus = report.isPending ? 'submitting' : report.isSuccess ? 'success' : 'editing';
  const submitError = report.isError ? (isApiError(report.error) && report.error.serverMessage) || m.jobReportFailed : null;

  const setReason = useCallback((reason: JobReportReason, checked: boolean) => {
    setReasons((current) => jobReportReasons.filter((r) => (r === reason ? checked : current.includes(r))));
  }, []);

  const validate = (): JobReportErrors => ({
    reasons: reasons.length === 0 ? m.jobReportNoReason : undefined,
    details: isBlank(details) ? m.jobReportNoDetails : undefined,
  });
  const errors = attempted ? validate() : {};

  const submit = async () => {
    if (status === 'submitting') return false;
    setAttempted(true);
    const found = validate();
    if (found.reasons || found.details) return false;
    try {
      await report.mutateAsync({ reason: reasons, details: details.trim() });
      return true;
    } catch {
      return false;
    }
  };

  const { reset: resetReport } = report;
  const reset = useCallback(() => {
    resetReport();
    setReasons([]);
    setDetails('');
    setAttempted(false);
  }, [resetReport]);

  return { reasons, setReason, details, setDetails, errors, submitError, status, submit, reset };
}

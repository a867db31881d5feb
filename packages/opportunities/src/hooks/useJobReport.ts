import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, jobReportReasons } from '@edupassport/api-client/rules';
import type { Id, JobReportReason } from '@edupassport/api-client';
import { useApiClient, useMessages } from '@edupassport/ui/headless';
import { jobReportMessages } from '../messages/jobReport';

export type JobReportStatus = 'editing' | 'submitting' | 'success';

export interface JobReportErrors {
  /** 'Please select at least one reason for reporting' when no reason is ticked. */
  reasons?: string;
  /** 'Please provide details about the issue' when the details are blank. */
  details?: string;
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

/** The state and the call of the job report dialog, without any markup. */
export function useJobReport(jobId: Id): UseJobReportResult {
  const client = useApiClient();
  const m = useMessages('opportunities', jobReportMessages);
  const [reasons, setReasons] = useState<JobReportReason[]>([]);
  const [details, setDetails] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [status, setStatus] = useState<JobReportStatus>('editing');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const setReason = useCallback((reason: JobReportReason, checked: boolean) => {
    setReasons((current) => jobReportReasons.filter((r) => (r === reason ? checked : current.includes(r))));
  }, []);

  const validate = (): JobReportErrors => ({
    reasons: reasons.length === 0 ? m.jobReportNoReason : undefined,
    details: details.trim() === '' ? m.jobReportNoDetails : undefined,
  });
  const errors = attempted ? validate() : {};

  const submit = async () => {
    if (status === 'submitting') return false;
    setAttempted(true);
    const found = validate();
    if (found.reasons || found.details) return false;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setStatus('submitting');
    setSubmitError(null);
    try {
      await client.jobs.report(jobId, { reason: reasons, details: details.trim() }, { signal: own.signal });
      if (own.signal.aborted) return false;
      setStatus('success');
      return true;
    } catch (error) {
      if (own.signal.aborted) return false;
      setSubmitError((isApiError(error) && error.serverMessage) || m.jobReportFailed);
      setStatus('editing');
      return false;
    }
  };

  const reset = useCallback(() => {
    controller.current?.abort();
    setReasons([]);
    setDetails('');
    setAttempted(false);
    setSubmitError(null);
    setStatus('editing');
  }, []);

  return { reasons, setReason, details, setDetails, errors, submitError, status, submit, reset };
}

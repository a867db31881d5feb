import { forwardRef, useEffect, useId, type FormEvent, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { jobReportReasons } from '@edupassport/api-client/rules';
import type { Id, JobReportReason } from '@edupassport/api-client';
import {
  Button,
  Checkbox,
  CheckIcon,
  Dialog,
  FormField,
  Link,
  TextArea,
  heading,
  useControllableState,
  useEdu,
  useMessages,
} from '@edupassport/ui';
import { useJobReport } from '../hooks/useJobReport';
import { jobReportMessages, type JobReportMessages } from '../messages/jobReport';
import { tokens } from '../shared/theme';
import { opportunitiesCatalogs } from '../messages/catalogs';

export interface JobReportDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The reported job's id; required. */
  jobId: Id;
  /** The job's title, named in the dialog's description; required. */
  jobTitle: string;
  /** Whether the dialog is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether it starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with the requested open state (false on Escape, Cancel, Done, the close button); default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called once the report is accepted, before the success view shows; default none. */
  onReported?: ((jobId: Id) => void) | undefined;
  /** Where the dialog is portalled; default document.body. */
  container?: Element | null | undefined;
}

const reasonKeys = {
  spam: 'jobReasonSpam',
  misleading: 'jobReasonMisleading',
  inappropriate: 'jobReasonInappropriate',
  discrimination: 'jobReasonDiscrimination',
  other: 'jobReasonOther',
} as const satisfies Record<JobReportReason, keyof JobReportMessages>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const ReasonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space['200']};
`;

const SubmitError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  &:empty {
    display: none;
  }
`;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['400']} 0;
  text-align: center;
  & > p {
    margin: 0;
  }
`;

const SuccessMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${tokens.color.success};
  color: ${tokens.color['text-inverse']};
`;

const SuccessTitle = styled.h3`
  ${heading}
`;

/**
 * Reports a job: the reasons (Spam or scam, Misleading, Inappropriate, Discrimination, Other), details,
 * and `POST /api/jobs/{jobId}/report` with the reasons joined by ', '. 'Please select at least one
 * reason for reporting' and 'Please provide details about the issue' on submit; a failed call keeps
 * everything typed and shows the server's message or 'Failed to submit report. Please try again.'.
 * Then a success view that links to the inbox notifications. Escape closes it (not while sending).
 * The form resets each time it closes. State shows as `data-step` (`form` | `success`).
 */
export const JobReportDialog = forwardRef<HTMLDivElement, JobReportDialogProps>(function JobReportDialog(
  { jobId, jobTitle, open: openProp, defaultOpen, onOpenChange, onReported, container, ...rest },
  ref,
) {
  const m = useMessages('opportunities', jobReportMessages, opportunitiesCatalogs.loaders);
  const { routes } = useEdu();
  const formId = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const report = useJobReport(jobId);
  const { reset } = report;
  const success = report.status === 'success';
  const busy = report.status === 'submitting';

  // A fresh form every time the dialog opens again.
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await report.submit()) onReported?.(jobId);
  };

  const close = () => setOpen(false);

  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={setOpen}
      title={success ? m.jobReportSuccessTitle : m.jobReportTitle}
      description={success ? undefined : m.jobReportDescription(jobTitle)}
      busy={busy}
      container={container}
      data-step={success ? 'success' : 'form'}
      footer={
        success ? (
          <Button onClick={close}>{m.jobReportDone}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close} disabled={busy}>
              {m.jobReportCancel}
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={busy} loadingLabel={m.jobReportSubmitting}>
              {m.jobReportSubmit}
            </Button>
          </>
        )
      }
    >
      {success ? (
        <Success role="status">
          <SuccessMark aria-hidden="true">
            <CheckIcon />
          </SuccessMark>
          <SuccessTitle>{m.jobReportSuccessTitle}</SuccessTitle>
          <p>{m.jobReportSuccessText}</p>
          <Link href={routes.inboxNotifications()} variant="standalone" onClick={close}>
            {m.jobReportGoToInbox}
          </Link>
        </Success>
      ) : (
        <Form id={formId} noValidate onSubmit={submit}>
          <FormField as="fieldset" label={m.jobReportReasons} required error={report.errors.reasons}>
            <ReasonGrid>
              {jobReportReasons.map((reason) => (
                <Checkbox
                  key={reason}
                  name="reason"
                  value={reason}
                  label={m[reasonKeys[reason]]}
                  checked={report.reasons.includes(reason)}
                  onCheckedChange={(checked) => report.setReason(reason, checked)}
                  disabled={busy}
                />
              ))}
            </ReasonGrid>
          </FormField>
          <TextArea
            label={m.jobReportDetails}
            hint={m.jobReportDetailsHint}
            required
            rows={4}
            value={report.details}
            onValueChange={report.setDetails}
            error={report.errors.details}
            disabled={busy}
          />
          <SubmitError role="alert">{report.submitError}</SubmitError>
        </Form>
      )}
    </Dialog>
  );
});

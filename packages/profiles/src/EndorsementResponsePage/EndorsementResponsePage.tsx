import { forwardRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Id, UserProfile } from '@edupassport/api-client';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CheckIcon,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  TextArea,
  TextField,
  useErrorText,
  useMessages,
  heading,
  pageSurface,
} from '@edupassport/ui';
import { profilesMessages } from '../messages';
import {
  EMPTY_ENDORSEMENT_RESPONSE,
  useEndorsementResponse,
  validateEndorsementResponse,
  type EndorsementResponseValues,
} from '../hooks/useEndorsementResponse';
import { FieldRow, FormStack, tokens } from '../EducatorSection/styles';
import { StarRating } from './StarRating';
import { profilesCatalogs } from '../messages/catalogs';

export interface EndorsementResponsePageProps extends HTMLAttributes<HTMLDivElement> {
  /** The endorsement request to answer (the `id` of the link the endorser received). Required. */
  endorsementId: Id;
}

type Messages = typeof profilesMessages;

const Root = styled.div`
  display: grid;
  gap: ${tokens.space['400']};
  max-width: 720px;
  margin-inline: auto;
  ${pageSurface}
`;

const Asker = styled.header`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.space['400']};
  align-items: center;
  & h1 {
    ${heading}
    font-size: ${tokens.font['size-2xl']};
  }
  & p {
    margin: ${tokens.space['100']} 0 0;
    color: ${tokens.color['text-muted']};
  }
`;

const FormSkeleton = styled(Skeleton)`
  margin-top: 24px;
`;

const Skills = styled.div`
  margin-top: ${tokens.space['400']};
  & h2 {
    ${heading}
    margin: 0 0 ${tokens.space['200']};
    font-size: ${tokens.font['size-sm']};
    font-weight: ${tokens.font['weight-medium']};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space['200']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const FormHeading = styled.h2`
  ${heading}
  margin: 0 0 ${tokens.space['400']};
`;

const SubmitError = styled.p`
  margin: 0;
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border: 1px solid ${tokens.color.danger};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function requesterName(requester: UserProfile | null, m: Messages): string {
  const name = requester?.full_name?.trim() || [requester?.first_name, requester?.last_name].filter(Boolean).join(' ').trim();
  return name || m.endorsementResponseSomeone;
}

function LoadingView({ m }: { m: Messages }) {
  return (
    <Card padding="lg">
      <SkeletonGroup label={m.endorsementResponseLoading}>
        <Asker as="div">
          <Skeleton shape="circle" width={64} />
          <Skeleton lines={2} />
        </Asker>
        <FormSkeleton shape="rect" height={240} />
      </SkeletonGroup>
    </Card>
  );
}

interface ResponseFormProps {
  m: Messages;
  name: string;
  submitting: boolean;
  submitError: string | null;
  onSubmit: (values: EndorsementResponseValues) => void;
}

/** The endorser's form; what is typed stays when a send fails. */
function ResponseForm({ m, name, submitting, submitError, onSubmit }: ResponseFormProps) {
  const [values, setValues] = useState<EndorsementResponseValues>(EMPTY_ENDORSEMENT_RESPONSE);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateEndorsementResponse(values, m) : {};
  const set = <K extends keyof EndorsementResponseValues>(key: K) => (value: EndorsementResponseValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (submitting || Object.keys(validateEndorsementResponse(values, m)).length) return;
    onSubmit(values);
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="endorsement-response-form-title">
      <FormHeading id="endorsement-response-form-title">{m.endorsementResponseFormTitle}</FormHeading>
      <form noValidate onSubmit={submit} aria-label={m.endorsementResponseTitle(name)}>
        <FormStack>
          <TextField label={m.endorserNameLabel} required autoComplete="name" value={values.endorser_name} onValueChange={set('endorser_name')} error={errors.endorser_name} />
          <TextArea
            label={m.endorsementTextLabel}
            required
            rows={5}
            hint={m.endorsementTextHint}
            value={values.endorsement_text}
            onValueChange={set('endorsement_text')}
            error={errors.endorsement_text}
          />
          <StarRating label={m.endorsementRatingLabel} value={values.rating} onValueChange={set('rating')} starLabel={m.endorsementRatingStar} disabled={submitting} />
          <FieldRow>
            <TextField label={m.endorserPositionLabel} hint={m.endorsementOptional} autoComplete="organization-title" value={values.position} onValueChange={set('position')} />
            <TextField label={m.endorserOrganizationLabel} hint={m.endorsementOptional} autoComplete="organization" value={values.organization} onValueChange={set('organization')} />
          </FieldRow>
          <TextField
            label={m.endorserAvatarLabel}
            type="url"
            hint={m.endorsementOptional}
            autoComplete="photo"
            value={values.avatar}
            onValueChange={set('avatar')}
            error={errors.avatar}
          />
          {submitError ? <SubmitError role="alert">{m.endorsementResponseFailed(submitError)}</SubmitError> : null}
          <Actions>
            <Button type="submit" loading={submitting}>
              {m.endorsementResponseSubmit}
            </Button>
          </Actions>
        </FormStack>
      </form>
    </Card>
  );
}

/**
 * The page an endorser reaches from the request link: who asked and for which skills,
 * then name, text, a 1–5 star rating (default 5) and the optional position, organization and photo link.
 * No login is needed. Loading, failure (with a retry), not found and already answered each have their
 * view; a failed send keeps the form as typed and says why; a saved answer shows the thank-you view.
 * `data-state` is the hook's status. The ref is the root.
 */
export const EndorsementResponsePage = forwardRef<HTMLDivElement, EndorsementResponsePageProps>(function EndorsementResponsePage(
  { endorsementId, ...rest },
  ref,
) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const errorText = useErrorText();
  const response = useEndorsementResponse(endorsementId);
  const { status, endorsement, requester } = response;
  const name = requesterName(requester, m);

  let body;
  if (status === 'loading') body = <LoadingView m={m} />;
  else if (status === 'error') body = <ErrorState title={m.endorsementResponseLoadFailed} error={response.error} onRetry={response.retry} />;
  else if (status === 'not-found') body = <EmptyState title={m.endorsementResponseNotFound} description={m.endorsementResponseNotFoundText} />;
  else if (status === 'answered') body = <EmptyState title={m.endorsementResponseAnswered} description={m.endorsementResponseAnsweredText(name)} />;
  else if (status === 'submitted')
    body = (
      <Card padding="lg">
        <EmptyState
          icon={<CheckIcon />}
          title={m.endorsementResponseThanks}
         
          description={m.endorsementResponseThanksText(name)}
          role="status"
        />
      </Card>
    );
  else
    body = (
      <>
        <Card padding="lg">
          <Asker>
            <Avatar src={requester?.profile_picture} name={name} size={64} decorative />
            <div>
              <h1>{m.endorsementResponseTitle(name)}</h1>
              <p>{m.endorsementResponseIntro(name)}</p>
            </div>
          </Asker>
          {endorsement?.skills.length ? (
            <Skills>
              <h2 id="endorsement-response-skills">{m.endorsementResponseSkills}</h2>
              <ul aria-labelledby="endorsement-response-skills">
                {endorsement.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="primary">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </Skills>
          ) : null}
        </Card>
        <ResponseForm
          m={m}
          name={name}
          submitting={response.submitting}
          submitError={response.submitError ? errorText(response.submitError) : null}
          onSubmit={(values) => void response.submit(values)}
        />
      </>
    );

  return (
    <Root ref={ref} data-state={status} {...rest}>
      {body}
    </Root>
  );
});

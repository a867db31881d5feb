import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { SearchUserResult } from '@edupassport/api-client';
import { Button, Checkbox, Link, RadioGroup, StepDialog, TextField, absoluteUrl, labelOf, useEdu, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { FormStack, Muted, tokens } from '../EducatorSection/styles';
import { DEFAULT_ENDORSEMENT_SKILLS } from '../hooks/educatorOptions';
import { useUserSearch } from '../hooks/useUserSearch';
import { useEndorsementRequest } from '../hooks/useEndorsementsEditor';
import { isBlank } from '@edupassport/internal/blank';
import { profilesCatalogs } from '../messages/catalogs';

export interface EndorsementRequestWizardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The owner's own skills; without any, the spec's 8 defaults are offered. Default none. */
  skills?: string[] | undefined;
  /** The owner's name and id, for the share message and link. Required. */
  owner: { id: string | number; name: string };
  /** Called when the wizard closes (every close resets it). Required. */
  onClose: () => void;
}

type EndorserType = 'platform' | 'external';

const Results = styled.div`
  max-height: 240px;
  overflow: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

const Skills = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${tokens.space['200']};
    font-weight: ${tokens.font['weight-medium']};
  }
`;

const displayName = (user: SearchUserResult) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.nickname || user.email || String(user.id);

/**
 * The endorsement request wizard: 1 the endorser, an EDU Passport User found by the search
 * (2 characters, 500 ms, '@' for e-mail) or an external user by e-mail; 2 the skills (at least one) and Send;
 * 3 the confirmation with share options. Closing resets it.
 */
export const EndorsementRequestWizard = forwardRef<HTMLDivElement, EndorsementRequestWizardProps>(function EndorsementRequestWizard({ skills, owner, onClose, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const request = useEndorsementRequest();
  const { toast, routes, origin } = useEdu();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<EndorserType>('platform');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<SearchUserResult | null>(null);
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const search = useUserSearch(query, { enabled: type === 'platform' });
  const offered = skills?.length ? skills : [...DEFAULT_ENDORSEMENT_SKILLS];
  const target = type === 'platform' ? (picked?.email ?? '') : email.trim();
  const endorserValid = type === 'platform' ? Boolean(picked?.email) : !isBlank(email);
  const link = absoluteUrl(routes.educatorProfile(owner.id), origin);
  const message = m.endorsementShareMessage(owner.name, link);

  const sending = request.sending;

  const send = async () => {
    try {
      await request.send({ target_user_email: target, target_user_id: type === 'platform' ? (picked?.id ?? null) : null, skills: chosen });
      toast.show({ kind: 'success', title: m.endorsementRequestSent, description: m.requestSentTo(target) });
      setStep(2);
    } catch {
      toast.show({ kind: 'error', title: m.endorsementRequestFailed, description: m.pleaseTryAgainLater });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast.show({ kind: 'success', title: m.messageCopied });
    } catch {
      toast.show({ kind: 'error', title: m.copyFailed });
    }
  };

  return (
    <StepDialog
      ref={ref}
      {...rest}
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={m.requestEndorsement}
      busy={sending}
      step={step}
      onStepChange={(next) => {
        if (step === 1 && next === 2) void send();
        else if (step !== 2) setStep(next);
      }}
      continueLabel={step === 1 ? m.send : m.continue}
      submitLabel={m.done}
      onSubmit={() => undefined}
      steps={[
        {
          id: 'endorser',
          title: m.endorserStep,
          isValid: endorserValid,
          content: (
            <FormStack>
              <RadioGroup<EndorserType>
                label={m.endorserType}
                orientation="horizontal"
                options={[
                  { value: 'platform', label: m.eduPassportUser },
                  { value: 'external', label: m.externalUser },
                ]}
                value={type}
                onValueChange={setType}
              />
              {type === 'platform' ? (
                <>
                  <TextField label={m.searchUsers} type="search" hint={m.searchHint} value={query} onValueChange={setQuery} />
                  <Results aria-live="polite">
                    {search.searching ? (
                      <Muted>{m.searching}</Muted>
                    ) : search.results.length ? (
                      <RadioGroup<string>
                        label={m.searchResults}
                        options={search.results.map((user) => ({ value: String(user.id), label: `${displayName(user)} (${user.email ?? ''})` }))}
                        value={picked ? String(picked.id) : null}
                        onValueChange={(id) => setPicked(search.results.find((user) => String(user.id) === id) ?? null)}
                      />
                    ) : query.trim().length >= 2 ? (
                      <Muted>{m.noUsersFound}</Muted>
                    ) : null}
                  </Results>
                </>
              ) : (
                <TextField label={m.externalEmail} type="email" required value={email} onValueChange={setEmail} autoComplete="email" />
              )}
            </FormStack>
          ),
        },
        {
          id: 'skills',
          title: m.skillsStep,
          isValid: chosen.length > 0 && !sending,
          content: (
            <Skills>
              <legend>{m.skillsToEndorse}</legend>
              {offered.map((skill) => (
                <Checkbox
                  key={skill}
                  label={labelOf(m.skillLabels, skill)}
                  checked={chosen.includes(skill)}
                  onCheckedChange={(on) => setChosen((previous) => (on ? [...previous, skill] : previous.filter((s) => s !== skill)))}
                />
              ))}
            </Skills>
          ),
        },
        {
          id: 'confirmation',
          title: m.confirmationStep,
          content: (
            <FormStack>
              <p>{m.requestSentTo(target)}</p>
              <Muted>{message}</Muted>
              <Actions>
                <Button variant="outline" onClick={() => void copy()}>
                  {m.copyMessage}
                </Button>
                <Link
                  variant="button"
                  buttonVariant="outline"
                  href={`mailto:${encodeURIComponent(target)}?subject=${encodeURIComponent(m.endorsementEmailSubject)}&body=${encodeURIComponent(message)}`}
                >
                  {m.shareByEmail}
                </Link>
              </Actions>
            </FormStack>
          ),
        },
      ]}
    />
  );
});

import { forwardRef, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '@edupassport/api-client';
import {
  Button,
  CountryCityPicker,
  Dialog,
  ErrorState,
  IconButton,
  PlusIcon,
  RichTextEditor,
  Select,
  SkillsMultiSelect,
  TextArea,
  TextField,
  TrashIcon,
  countryName,
  locationErrorReason,
  sortByLabel,
  useCountries,
  useEdu,
  useErrorText,
  useMessages,
  useUiMessages,
  type CountryCityValue,
} from '@edupassport/ui';
import { profilesMessages } from '../messages';
import {
  BIO_MAX,
  LANGUAGE_LEVELS,
  LANGUAGE_OPTIONS,
  NATIONALITY_MAX,
  SUMMARY_MAX,
  hasErrors,
  languageName,
  keyDetailsValuesFrom,
  profileUpdateFailure,
  validateKeyDetails,
  type KeyDetailsErrors,
  type KeyDetailsValues,
} from '../hooks/educatorRules';
import { toKeyDetailsInput } from '../hooks/storeInputs';
import { useSaveLock } from '../hooks/useSaveLock';
import { useKeyDetailsSave } from '../hooks/useKeyDetailsSave';
import { FieldRow, FormStack, tokens } from '../EducatorSection/styles';
import { profilesCatalogs } from '../messages/catalogs';

export interface KeyDetailsDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open. Required. */
  open: boolean;
  /** Called with `false` when the user closes it. Required. */
  onOpenChange: (open: boolean) => void;
  /** The profile whose key details are edited; the form starts from it on every opening. Required. */
  user: UserProfile;
  /**
   * Called after a successful save with the profile as the server stored it (its answer, else the signed-in
   * user read back), or the values sent when neither could be read. Default none.
   */
  onSaved?: ((patch: Partial<UserProfile>) => void) | undefined;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${tokens.space['200']};
    font-weight: ${tokens.font['weight-medium']};
  }
`;

const LanguageRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: ${tokens.space['200']};
  & > button {
    margin-top: 28px;
  }
`;

const GroupError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;


/** 'Country, City' as the picker's value, and back. */
function splitBase(value: string): CountryCityValue {
  const [country = '', ...city] = value.split(',');
  return { country: country.trim(), city: city.join(',').trim() };
}

function joinBase({ country, city }: CountryCityValue): string {
  return city ? `${country}, ${city}` : country;
}

/** The form, mounted per opening so it starts from the saved profile each time. */
function KeyDetailsForm({ user, onClose, onSaved }: { user: UserProfile; onClose: () => void; onSaved?: ((patch: Partial<UserProfile>) => void) | undefined }) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const keyDetails = useKeyDetailsSave();
  const { toast, locale } = useEdu();
  const [values, setValues] = useState<KeyDetailsValues>(() => keyDetailsValuesFrom(user));
  const [submitted, setSubmitted] = useState(false);
  const [removedLast, setRemovedLast] = useState(false);
  const saving = keyDetails.saving;
  const { locked, lock } = useSaveLock();
  // One country list (the kit's location service) serves the nationality choices and the current base.
  const ui = useUiMessages();
  const errorText = useErrorText();
  const countries = useCountries();
  // The stored names are sent; the reader sees them in their language, the alphabetical lists in its order.
  const countryNames = useMemo(() => {
    const codes = new Map(countries.data.map((c) => [c.name, c.iso2]));
    const label = (name: string) => countryName(name, locale, codes.get(name));
    return { label, options: sortByLabel(countries.data.map((c) => c.name), label, locale) };
  }, [countries.data, locale]);
  const languageOptions = useMemo(
    () => sortByLabel(LANGUAGE_OPTIONS.map((name) => ({ value: name, label: languageName(name, locale) })), (option) => option.label, locale),
    [locale],
  );

  const all = validateKeyDetails(values, m);
  // Messages show after the first submit; removing the last language shows its message at once.
  const errors: KeyDetailsErrors = submitted ? all : removedLast ? { languages: all.languages } : {};
  const set = <K extends keyof KeyDetailsValues>(key: K, value: KeyDetailsValues[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const setLanguage = (index: number, patch: Partial<KeyDetailsValues['languages'][number]>) =>
    set('languages', values.languages.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const removeLanguage = (index: number) => {
    const rest = values.languages.filter((_, i) => i !== index);
    if (!rest.length) setRemovedLast(true);
    set('languages', rest.length ? rest : [{ name: '', level: '' }]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || saving) return;
    lock();
    setSubmitted(true);
    if (hasErrors(all)) return;
    const input = toKeyDetailsInput(values);
    try {
      const saved = await keyDetails.save(input);
      toast.show({ kind: 'success', title: m.profileUpdated, description: m.profileUpdatedDescription });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      toast.show({ kind: 'error', title: m.profileUpdateFailed, description: profileUpdateFailure(error, m) });
    }
  };

  const rowErrors = errors.languageRows ?? [];
  return (
    <form id="key-details-form" noValidate onSubmit={submit} aria-label={m.editKeyDetails} data-locked={String(locked)}>
      <FormStack>
        <FieldRow>
          <TextField label={m.firstName} required autoComplete="given-name" value={values.first_name} onValueChange={(v) => set('first_name', v)} error={errors.first_name} />
          <TextField label={m.lastName} required autoComplete="family-name" value={values.last_name} onValueChange={(v) => set('last_name', v)} error={errors.last_name} />
        </FieldRow>
        <TextField label={m.nickname} required value={values.nickname} onValueChange={(v) => set('nickname', v)} error={errors.nickname} />
        <TextArea label={m.summary} rows={2} maxLength={SUMMARY_MAX} value={values.summary} onValueChange={(v) => set('summary', v)} error={errors.summary} />
        <RichTextEditor label={m.bio} maxLength={BIO_MAX} value={values.bio} onValueChange={(v) => set('bio', v)} error={errors.bio} />
        <SkillsMultiSelect
          label={m.nationality}
          placeholder={m.selectNationality}
          selectedHeading={m.selectedNationalities}
          emptyHint={m.nationalityEmpty}
          options={countryNames.options}
          optionLabel={countryNames.label}
          maxSelections={NATIONALITY_MAX}
          value={values.nationality}
          onValueChange={(v) => set('nationality', v)}
          error={errors.nationality}
        />
        {countries.status === 'error' ? <ErrorState compact title={ui.countriesFailed} error={ui.locationError(locationErrorReason(countries.error, errorText))} onRetry={countries.retry} /> : null}
        <div>
          <CountryCityPicker
            legend={m.currentBase}
            required
            showActions={false}
            countries={countries.status === 'success' ? countries.data : undefined}
            value={splitBase(values.current_base)}
            onValueChange={(base) => set('current_base', joinBase(base))}
            aria-describedby={errors.current_base ? 'key-details-base-error' : undefined}
          />
          {errors.current_base ? (
            <GroupError id="key-details-base-error" role="alert">
              {errors.current_base}
            </GroupError>
          ) : null}
        </div>
        <Fieldset aria-describedby={errors.languages ? 'key-details-languages-error' : undefined}>
          <legend>{m.languages}</legend>
          {values.languages.map((entry, index) => (
            <LanguageRow key={index}>
              <Select
                label={m.languageRow(index + 1)}
                options={languageOptions}
                value={entry.name || null}
                onValueChange={(name) => setLanguage(index, { name })}
                error={rowErrors[index]?.name}
              />
              <Select
                label={m.levelRow(index + 1)}
                options={LANGUAGE_LEVELS.map((name) => ({ value: name, label: m.languageLevels[name] }))}
                value={entry.level || null}
                onValueChange={(level) => setLanguage(index, { level })}
                error={rowErrors[index]?.level}
              />
              <IconButton size="sm" aria-label={m.removeLanguage(index + 1)} icon={<TrashIcon />} onClick={() => removeLanguage(index)} />
            </LanguageRow>
          ))}
          {errors.languages ? (
            <GroupError id="key-details-languages-error" role="alert">
              {errors.languages}
            </GroupError>
          ) : null}
          <div>
            <Button
              size="sm"
              variant="outline"
              startIcon={<PlusIcon />}
              onClick={() => {
                setRemovedLast(false);
                set('languages', [...values.languages, { name: '', level: '' }]);
              }}
            >
              {m.addLanguage}
            </Button>
          </div>
        </Fieldset>
      </FormStack>
      <Footer>
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={saving} disabled={locked && !saving} data-locked={String(locked)}>
          {m.save}
        </Button>
      </Footer>
    </form>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
  margin-top: ${tokens.space['600']};
`;

/**
 * The Key Details edit dialog: names, summary (75), bio (1200), 1–10 nationalities, the
 * current base and languages; Save is locked for 1 s after each submit; the spec's success and failure toasts.
 */
export const KeyDetailsDialog = forwardRef<HTMLDivElement, KeyDetailsDialogProps>(function KeyDetailsDialog({ open, onOpenChange, user, onSaved, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  return (
    <Dialog ref={ref} {...rest} open={open} onOpenChange={onOpenChange} title={m.editKeyDetails} size="lg">
      {open ? <KeyDetailsForm user={user} onClose={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </Dialog>
  );
});

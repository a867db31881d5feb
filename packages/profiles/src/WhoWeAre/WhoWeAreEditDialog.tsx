import { useMemo, useState } from 'react';
import type { AboutUsInput, BusinessProfile } from '@edupassport/api-client';
import { RichTextEditor, SkillsMultiSelect, StepDialog, useErrorText, useMessages, type SkillsMultiSelectProps } from '@edupassport/ui';
import { CROP_ASPECTS, EduContextProvider, countryName, labelOf, sortByLabel, useEdu } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { FormStack } from '../EducatorSection/styles';
import { useCountryNames } from '../hooks/useLocationOptions';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { useAboutUsSave } from '../hooks/useBusinessSections';
import {
  BUSINESS_TYPE_OPTIONS,
  SERVICE_OPTIONS,
  WHO_WE_ARE_CHIPS_SHOWN,
  WHO_WE_ARE_TEXT_FIELDS,
  WHO_WE_ARE_TEXT_MAX,
  toAboutUsInput,
  validateWhoWeAreContent,
  validateWhoWeAreLists,
  whoWeAreDraftFrom,
  type WhoWeAreDraft,
} from '../hooks/whoWeAre';
import { CroppedImageField } from './CroppedImageField';
import { WhoWeAreContent, type WhoWeAreValues } from './WhoWeAreContent';
import { MediaApprovalNote } from '../BusinessSection/MediaApprovalNote';
import { profilesCatalogs } from '../messages/catalogs';

export interface WhoWeAreEditDialogProps {
  /** The stored business profile the form starts from. Required. */
  business: BusinessProfile;
  /** Called when the dialog closes (Cancel, Close, Escape, or after a save). Required. */
  onClose: () => void;
  /** Called after a save with the lists and texts sent (a new media's URL comes with the refreshed user); default none. */
  onSaved?: ((input: AboutUsInput) => void) | undefined;
}

/** A multi-select whose list of choices below is headed with its own label, not the skills picker's. */
function ListPicker(props: SkillsMultiSelectProps & { label: string }) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const messages = useMemo(
    () => ({ ui: { selectedSkills: (n: number) => m.selectedInList(props.label, n), skillsEmpty: m.chooseFromList } }),
    [m, props.label],
  );
  return (
    <EduContextProvider messages={messages}>
      <SkillsMultiSelect displayLimit={WHO_WE_ARE_CHIPS_SHOWN} {...props} />
    </EduContextProvider>
  );
}

// Both lists keep what is stored even when it is not among our choices.
const withStored = (options: readonly string[], stored: string[]) => [
  ...stored.filter((value) => !options.includes(value)),
  ...options,
];

/**
 * The 'Who we are' edit flow: step 1 the three multi-selects, step 2 the 16:9 media and the
 * four rich texts (counter n/1000, not enforced), step 3 the sanitized preview, then Save (multipart PUT). A failed
 * save keeps everything typed and says why. The editor and the cropper load on demand; this module is itself
 * loaded only when Edit is pressed.
 */
export function WhoWeAreEditDialog({ business, onClose, onSaved }: WhoWeAreEditDialogProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const aboutUs = useAboutUsSave();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<WhoWeAreDraft>(() => whoWeAreDraftFrom(business));
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<[boolean, boolean]>([false, false]);
  const countries = useCountryNames();
  const { locale } = useEdu();
  const country = (name: string) => countryName(name, locale);
  const mediaPreview = useObjectUrl(draft.media);

  const listErrors = checked[0] ? validateWhoWeAreLists(draft, m) : {};
  const contentErrors = checked[1] ? validateWhoWeAreContent(draft, m) : {};
  const set = <K extends keyof WhoWeAreDraft>(key: K, value: WhoWeAreDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const values: WhoWeAreValues = {
    ...toAboutUsInput(draft),
    about_us_media: (draft.media ? mediaPreview : draft.mediaUrl) ?? undefined,
  };

  const save = async () => {
    const input = toAboutUsInput(draft);
    // A failure rejects: the dialog keeps the input and says why (the spec only logged it).
    await aboutUs.save(input, draft.media);
    onSaved?.(input);
  };

  const textLabels = {
    our_details: m.ourDetail,
    our_history: m.ourHistory,
    our_values: m.ourValues,
    our_goals: m.ourGoals,
  };

  return (
    <StepDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={m.editSection(m.whoWeAre)}
      size="lg"
      step={step}
      onStepChange={(next) => {
        if (next > step) {
          if (step === 0) {
            setChecked((previous) => [true, previous[1]]);
            if (Object.keys(validateWhoWeAreLists(draft, m)).length) return;
          }
          if (step === 1) {
            setChecked((previous) => [previous[0], true]);
            if (Object.keys(validateWhoWeAreContent(draft, m)).length) return;
          }
        }
        setStep(next);
      }}
      previewBackTo={1}
      submitLabel={m.save}
      onSubmit={save}
      formatError={(reason) => m.saveFailed(errorText(reason))}
      steps={[
        {
          id: 'lists',
          title: m.whoWeAreListsStep,
          content: (
            <FormStack>
              <ListPicker
                label={m.businessTypes}
                placeholder={m.selectBusinessTypes}
                options={withStored(BUSINESS_TYPE_OPTIONS, draft.business_type)}
                optionLabel={(value) => labelOf(m.businessTypeLabels, value)}
                value={draft.business_type}
                onValueChange={(v) => set('business_type', v)}
                error={listErrors.business_type}
              />
              <ListPicker
                label={m.operations}
                placeholder={m.selectOperations}
                options={withStored(sortByLabel(countries.options, country, locale), draft.operation_in)}
                optionLabel={country}
                value={draft.operation_in}
                onValueChange={(v) => set('operation_in', v)}
                error={listErrors.operation_in}
              />
              <ListPicker
                label={m.services}
                placeholder={m.selectServices}
                options={withStored(SERVICE_OPTIONS, draft.services)}
                optionLabel={(value) => labelOf(m.serviceLabels, value)}
                value={draft.services}
                onValueChange={(v) => set('services', v)}
                error={listErrors.services}
              />
            </FormStack>
          ),
        },
        {
          id: 'content',
          title: m.whoWeAreContentStep,
          content: (
            <FormStack>
              <CroppedImageField
                label={m.aboutUsMedia}
                url={draft.mediaUrl}
                file={draft.media}
                onFileChange={(file) => set('media', file)}
                aspect={CROP_ASPECTS.aboutMedia}
                cropTitle={m.cropAboutUsMedia}
                alt={m.aboutUsMedia}
                chooseLabel={m.chooseAboutUsMedia}
                changeLabel={m.changeAboutUsMedia}
                hint={m.aboutUsMediaHint}
                error={contentErrors.media}
              />
              <MediaApprovalNote />
              {WHO_WE_ARE_TEXT_FIELDS.map((field) => (
                <RichTextEditor
                  key={field}
                  label={textLabels[field]}
                  defaultValue={draft[field]}
                  onValueChange={(html) => set(field, html)}
                  maxLength={WHO_WE_ARE_TEXT_MAX}
                  error={contentErrors[field]}
                />
              ))}
            </FormStack>
          ),
        },
        {
          id: 'preview',
          title: m.whoWeArePreviewStep,
          isPreview: true,
          content: <WhoWeAreContent values={values} />,
        },
      ]}
    />
  );
}

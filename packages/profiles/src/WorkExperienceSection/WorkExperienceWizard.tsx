import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { WorkExperience } from '@edupassport/api-client';
import {
  Button,
  Checkbox,
  CountryStatePicker,
  CROP_ASPECTS,
  ImageCropDialog,
  ImageWithFallback,
  labelOf,
  Link,
  RadioGroup,
  Select,
  StepDialog,
  RichTextEditor,
  TextField,
  YearPicker,
  useEdu,
  useErrorText,
  useMessages,
} from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { FieldRow, FormStack, Muted, tokens } from '../EducatorSection/styles';
import { INDUSTRY_OPTIONS } from '../hooks/educatorOptions';
import { useWorkExperienceSave } from '../hooks/useWorkExperienceEditor';
import {
  EMPTY_WORK_EXPERIENCE,
  WORK_EXPERIENCE_SAVE_DELAY_MS,
  draftFromExperience,
  snapEndYear,
  validateWorkExperience,
  type WorkExperienceDraft,
} from '../hooks/workExperience';
import { toWorkExperienceInput } from '../hooks/storeInputs';
import { WorkExperienceCard } from './WorkExperienceCard';
import { profilesCatalogs } from '../messages/catalogs';

export interface WorkExperienceWizardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children' | 'onProgress'> {
  /** The item to edit (the wizard starts at step 1, prefilled); default none: a new item. */
  item?: WorkExperience | undefined;
  /** Called when the wizard closes (Cancel, close, or after a save). Required. */
  onClose: () => void;
  /** Called after a successful save. Default none. */
  onSaved?: (() => void) | undefined;
  /** Reports the save progress (0–100) while saving. Default none. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Called when a save fails (the wizard stays open with the message and the input), e.g. to clear a progress line. Default none. */
  onSaveFailed?: ((error: unknown) => void) | undefined;
}

type ImageChoice = 'unset' | 'yes' | 'skip';

const LOCATION_TYPES = ['Remote', 'On-site', 'Hybrid'] as const;

const FieldError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

// A stored picture that fails to load keeps its box as a placeholder naming it, as on the card.
const ImagePreview = styled(ImageWithFallback)`
  width: 100%;
  border-radius: ${tokens.radius.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

const FileLabel = styled.label`
  display: inline-grid;
  gap: ${tokens.space['100']};
  font-weight: ${tokens.font['weight-medium']};
`;

const PreviewFrame = styled.div`
  max-width: 320px;
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The work experience wizard: 1 details (Continue validates: 'This field is required'), 2 image
 * (unset / yes-upload / skip, 'Change choice', a 616:236 crop; Continue needs an image), 3 preview, then Save
 * (image to the media host, a 500 ms wait, then the multipart create or update). Cancel resets everything.
 */
export const WorkExperienceWizard = forwardRef<HTMLDivElement, WorkExperienceWizardProps>(function WorkExperienceWizard({ item, onClose, onSaved, onProgress, onSaveFailed, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { save: saveEntry } = useWorkExperienceSave();
  const { uploader, routes } = useEdu();
  const errorText = useErrorText();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<WorkExperienceDraft>(() => (item ? draftFromExperience(item) : EMPTY_WORK_EXPERIENCE));
  const [checked, setChecked] = useState(false);
  const [choice, setChoice] = useState<ImageChoice>(item?.image ? 'yes' : 'unset');
  const [picked, setPicked] = useState<File | null>(null);
  const [cropped, setCropped] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(item?.image ?? null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const errors = checked ? validateWorkExperience(draft, m) : {};
  const set = <K extends keyof WorkExperienceDraft>(key: K, value: WorkExperienceDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const shownImage = cropped ? objectUrl : imageUrl;
  const hasImage = choice === 'skip' || (choice === 'yes' && Boolean(shownImage));

  useEffect(() => {
    if (!cropped) return;
    const url = URL.createObjectURL(cropped);
    // The preview URL lives as long as the cropped file it shows.
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [cropped]);

  const previewInput = toWorkExperienceInput({ ...draft, startYear: draft.startYear ?? 0 }, choice === 'yes' ? shownImage : null);
  const previewItem: WorkExperience = { id: item?.id ?? 'preview', ...previewInput, end_date: previewInput.end_date ?? undefined, image: previewInput.image ?? undefined };

  const send = async () => {
    let image: string | null = null;
    if (choice === 'yes') {
      image = imageUrl;
      if (cropped) {
        if (!uploader) throw new Error(m.workSaveFailed);
        image = (await uploader.upload(cropped, { onProgress: (percent) => onProgress?.(Math.round(percent * 0.9)) })).url;
      }
    }
    await wait(WORK_EXPERIENCE_SAVE_DELAY_MS);
    const input = toWorkExperienceInput(draft, image);
    await saveEntry(input, item?.id);
  };

  const save = async () => {
    try {
      await send();
    } catch (error) {
      onSaveFailed?.(error);
      // StepDialog keeps the wizard open on the preview with the message; every field stays as it was.
      throw error;
    }
    onProgress?.(100);
    onSaved?.();
  };

  return (
    <StepDialog
      ref={ref}
      {...rest}
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={item ? m.editWorkExperience : m.addWorkExperience}
      size="lg"
      step={step}
      onStepChange={(next) => {
        if (step === 0 && next > 0) {
          setChecked(true);
          if (Object.keys(validateWorkExperience(draft, m)).length) return;
        }
        setStep(next);
      }}
      submitLabel={m.save}
      onSubmit={save}
      formatError={(error) => errorText(error, m.workSaveFailed)}
      steps={[
        {
          id: 'details',
          title: m.workDetailsStep,
          content: (
            <FormStack>
              <TextField label={m.jobTitle} required value={draft.job_title} onValueChange={(v) => set('job_title', v)} error={errors.job_title} />
              <FieldRow>
                <Select label={m.industry} required options={INDUSTRY_OPTIONS.map((value) => ({ value, label: labelOf(m.industryLabels, value) }))} value={draft.industry || null} onValueChange={(v) => set('industry', v)} error={errors.industry} />
                <RadioGroup
                  label={m.locationType}
                  required
                  orientation="horizontal"
                  options={LOCATION_TYPES.map((value) => ({ value, label: m.locationTypes[value] }))}
                  value={draft.location_type || null}
                  onValueChange={(v) => set('location_type', v)}
                  error={errors.location_type}
                />
              </FieldRow>
              <CountryStatePicker
                legend={m.workLocation}
                required
                showActions={false}
                value={{ country: draft.country, state: draft.state }}
                onValueChange={(v) => setDraft((previous) => ({ ...previous, country: v.country, state: v.state }))}
              />
              {errors.location ? <FieldError role="alert">{errors.location}</FieldError> : null}
              <TextField label={m.workCity} value={draft.city} onValueChange={(v) => set('city', v)} />
              <FieldRow>
                <YearPicker
                  label={m.startYear}
                  required
                  value={draft.startYear}
                  onValueChange={(year) => setDraft((previous) => ({ ...previous, startYear: year, endYear: snapEndYear(year, previous.endYear) }))}
                  error={errors.startYear}
                />
                <YearPicker
                  label={m.endYear}
                  min={draft.startYear ?? undefined}
                  disabled={draft.current}
                  value={draft.current ? null : draft.endYear}
                  onValueChange={(year) => set('endYear', snapEndYear(draft.startYear, year))}
                />
              </FieldRow>
              <Checkbox label={m.currentlyWorkingHere} checked={draft.current} onCheckedChange={(v) => set('current', v)} />
              <RichTextEditor label={m.workDetails} required showCounter={false} value={draft.details} onValueChange={(v) => set('details', v)} error={errors.details} />
            </FormStack>
          ),
        },
        {
          id: 'image',
          title: m.workImageStep,
          isValid: hasImage,
          content: (
            <FormStack data-choice={choice}>
              {choice === 'unset' ? (
                <>
                  <p>{m.addImageQuestion}</p>
                  <Row>
                    <Button onClick={() => setChoice('yes')}>{m.yesUploadImage}</Button>
                    <Button variant="outline" onClick={() => setChoice('skip')}>
                      {m.skipImage}
                    </Button>
                  </Row>
                </>
              ) : (
                <>
                  {choice === 'yes' ? (
                    <>
                      {shownImage ? <ImagePreview src={shownImage} alt={m.workImageAlt(draft.job_title)} aspectRatio="616 / 236" loading="eager" onFallback="placeholder" /> : null}
                      <FileLabel>
                        {m.chooseImage}
                        <input
                          type="file"
                          accept="image/*"
                          onChange={(event) => {
                            setPicked(event.target.files?.[0] ?? null);
                            event.target.value = '';
                          }}
                        />
                      </FileLabel>
                      {!shownImage ? <Muted>{m.imageRequired}</Muted> : null}
                    </>
                  ) : (
                    <p>{m.noImage}</p>
                  )}
                  <Row>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setChoice('unset');
                        setCropped(null);
                        setImageUrl(null);
                      }}
                    >
                      {m.changeChoice}
                    </Button>
                  </Row>
                </>
              )}
              <Muted>
                {m.mediaReviewNote} <Link href={routes.mediaApprovalPolicy()}>{m.mediaApprovalPolicy}</Link>
              </Muted>
              <ImageCropDialog
                open={picked !== null}
                onOpenChange={(next) => (next ? undefined : setPicked(null))}
                file={picked}
                aspect={CROP_ASPECTS.workExperience}
                title={m.cropWorkImage}
                onCropped={(file) => {
                  setCropped(file);
                  setPicked(null);
                }}
              />
            </FormStack>
          ),
        },
        {
          id: 'preview',
          title: m.workPreviewStep,
          content: (
            <FormStack>
              <PreviewFrame>
                <WorkExperienceCard item={previewItem} />
              </PreviewFrame>
              <Muted>
                {m.previewPolicyNote} <Link href={routes.policies()}>{m.policiesLink}</Link>
              </Muted>
            </FormStack>
          ),
        },
      ]}
    />
  );
});

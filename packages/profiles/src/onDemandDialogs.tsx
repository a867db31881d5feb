import { onDemand, type Select as UiSelect } from '@edupassport/ui';
import type { AddItemDialogProps } from './EducatorSection/AddItemDialog';

// The owner's edit dialogs and the pickers their forms hold: their code (one module, ./clickDialogs) downloads on the
// first click that opens one, so the profile's first view does not carry it (a visitor never opens them). Each is
// defined once here, so every place that opens it shares one download (and one Try again). Render them only while
// open: a closed one rendered would download at once.

/** The key details form. */
export const KeyDetailsDialog = onDemand(() => import('./clickDialogs').then((m) => m.KeyDetailsDialog));
/** Add or edit a work experience. */
export const WorkExperienceWizard = onDemand(() => import('./clickDialogs').then((m) => m.WorkExperienceWizard));
/** Ask colleagues for an endorsement. */
export const EndorsementRequestWizard = onDemand(() =>
  import('./clickDialogs').then((m) => m.EndorsementRequestWizard),
);
/** Change or remove the banner picture. */
export const BannerDialog = onDemand(() => import('./clickDialogs').then((m) => m.BannerDialog));
/** Change or remove the profile picture. */
export const ProfilePictureDialog = onDemand(() => import('./clickDialogs').then((m) => m.ProfilePictureDialog));

const LoadedAddItemDialog = onDemand(() => import('./clickDialogs').then((m) => m.AddItemDialog));
/** A list's add flow; nothing (and no download) while closed. */
export function AddItemDialog(props: AddItemDialogProps) {
  return props.open ? <LoadedAddItemDialog {...props} /> : null;
}

// The pickers of the add forms, which show only inside an open AddItemDialog: by then their module is here.
/** ui's SkillsMultiSelect, on demand. */
export const SkillsMultiSelect = onDemand(() => import('./clickDialogs').then((m) => m.SkillsMultiSelect));
/** ui's CountryCityPicker, on demand. */
export const CountryCityPicker = onDemand(() => import('./clickDialogs').then((m) => m.CountryCityPicker));
/** ui's YearPicker, on demand. */
export const YearPicker = onDemand(() => import('./clickDialogs').then((m) => m.YearPicker));
/** ui's Select, on demand (its value type kept). */
export const Select = onDemand(() => import('./clickDialogs').then((m) => m.Select)) as unknown as typeof UiSelect;

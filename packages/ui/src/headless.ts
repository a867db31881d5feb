/**
 * The styling-free entry of @edupassport/ui: tokens, theme data and hooks. It never imports
 * styled-components, so a host with its own design system can use it alone.
 */
export { lightTokens, darkTokens, cssVar, tokenProperty, flattenTokens, tokensToCss } from './tokens';
export type { TokenName, TokenSet } from './tokens';
export { createTheme, lightTheme, darkTheme, systemTheme } from './theme/theme';
// For the kit's packages and components built on the kit: a styled component's theme, styling-free.
export { resolveTheme, t, themeDefaultProps, tokens, themeOverrides, themeOverrideProperties } from './theme/theme';
export type { EduTheme, EduThemeInput, EduThemeMode, EduThemeProp, EduComponentThemes } from './theme/theme';
export { useControllableState } from './hooks/useControllableState';
export type { UseControllableStateOptions } from './hooks/useControllableState';
export { composeEventHandlers, mergeRefs } from './utils/events';
// The data layer: TanStack Query v5 on the kit's (or the host's) query client, the kit's one optimistic-update pattern.
export * from './query';
// EduProvider's styling-free half: context, hooks, routes, adapters and their types.
export * from './EduProvider/headless';
export * from './i18n';
export { uiMessages } from './messages';
export { uiCatalogs } from './messages/catalogs';
export type { UiMessages } from './messages';
export { useUiMessages } from './messages/useUiMessages';
export { toSafeUrl, isSafeHref } from './url';
export type { SafeHrefOptions } from './url';
export {
  SafeHtml,
  sanitizeHtml,
  escapeHtml,
  htmlToPlainText,
  textToHtml,
  richTextOf,
  ALLOWED_TAGS,
  ALLOWED_ATTR,
} from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { SalaryText, formatSalary, salaryPeriod } from './SalaryText';
export type { SalaryTextProps, SalaryInput } from './SalaryText';
export { useZodForm } from './hooks/useZodForm';
export type {
  UseZodFormOptions,
  UseZodFormResult,
  FormSchema,
  FormErrors,
  FormTouched,
  ZodFormFieldProps,
} from './hooks/useZodForm';
export { parseNumberInput, clampNumber } from './NumberField/parseNumberInput';
export type { ParseNumberOptions } from './NumberField/parseNumberInput';
export { useRetryWait, retryAfterOf } from './hooks/useRetryWait';
export { useErrorText, errorTextWith } from './hooks/useErrorText';
export type { ErrorText } from './hooks/useErrorText';
export type { UseRetryWaitResult } from './hooks/useRetryWait';
export { useStartChat } from './hooks/useStartChat';
export type { ChatTarget, StartChatStatus, UseStartChatResult, UseStartChatOptions } from './hooks/useStartChat';
export { createToastStore } from './Toast/toastStore';
// A failed write's error toast, for the kit's packages that decide after reading the server back.
export { showFailureToast } from './Toast/failureToast';
export type { ToastStore, ToastItem } from './Toast/toastStore';
export { DateText, toDate } from './DateText';
export type { DateTextProps, DateInput } from './DateText';
export { RelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
// Dates: named formats over Intl, in the EduProvider's locale and time zone.
export { formatDate, formatRelative } from './dates';
export type { DateFormat, DateSettings, FormatRelativeOptions } from './dates';
export { truncateText } from './Truncate/truncateText';
export { POST_REACTION_OPTIONS, COMMENT_REACTION_OPTIONS } from './ReactionPicker/reactionSets';
export type { ReactionOption } from './ReactionPicker/reactionSets';
export { useFileUpload, matchesAccept } from './hooks/useFileUpload';
export type { UploadItem, UploadStatus, UseFileUploadOptions, UseFileUploadResult } from './hooks/useFileUpload';
// The share helpers (links, messages, network URLs) and the share target types: no styling.
export * from './share';
export * from './ShareImageDialog/headless';
export {
  useCountries,
  useCities,
  useStates,
  findCountry,
  filterLocations,
  isLocationFormatError,
  isTransientLocationError,
  locationErrorReason,
} from './LocationCombobox/useLocationLists';
export type { LocationList, LocationListStatus } from './LocationCombobox/useLocationLists';
export { useLocationEditing } from './LocationCombobox/useLocationEditing';
export type { UseLocationEditingOptions, UseLocationEditingResult } from './LocationCombobox/useLocationEditing';
export {
  compressImage,
  cropImage,
  decodeImage,
  findCompression,
  fitWithin,
  validateImageFile,
  imageErrorMessage,
  outputType,
  renameForType,
  ImageProcessingError,
  CROP_ASPECTS,
  BANNER_COMPRESSION,
  COMPRESSION_QUALITIES,
} from './ImageCropDialog/compressImage';
export type { CompressImageOptions, PixelArea, ImageErrorCode } from './ImageCropDialog/compressImage';
export { useCropSource } from './ImageCropDialog/useCropSource';
export type { CropSource, CropSourceStatus } from './ImageCropDialog/useCropSource';
export { useLocationPicker } from './LocationCombobox/useLocationPicker';
export type { LocationPickerProps } from './LocationCombobox/useLocationPicker';

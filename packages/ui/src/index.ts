// The full entry: everything of ./headless, plus the styled components.
export * from './headless';
export { EduThemeProvider, EduGlobalStyle } from './theme/EduThemeProvider';
export type { EduGlobalStyleProps, EduThemeProviderProps } from './theme/EduThemeProvider';
export { focusRing, heading, pageSurface, mirrorInRtl, progressBar, surface, surfaceText, visuallyHidden } from './theme/mixins';
export { Button } from './Button';
export type { ButtonProps, ButtonOwnProps, ButtonVariant, ButtonSize } from './Button';
export { useEduTheme, useComponentProps } from './theme/useComponentProps';
export { EduProvider } from './EduProvider';
export type { EduProviderProps } from './EduProvider';
// The icon set, as its own barrel names it.
export * from './icons';
// Component exports below are appended one block per component.
export { SkillsMultiSelect, SelectedChips } from './SkillsMultiSelect';
export type { SkillsMultiSelectProps, SelectedChipsProps } from './SkillsMultiSelect';
export { IconButton } from './IconButton';
export type { IconButtonProps, IconButtonOwnProps, IconButtonLabel } from './IconButton';
export { Badge } from './Badge';
export type { BadgeProps, BadgeVariant, BadgeSize } from './Badge';
export { Avatar, getInitials, getAvatarColor, avatarPalette } from './Avatar';
export type { AvatarProps, AvatarSize, AvatarColor } from './Avatar';
export { RichTextEditor, decideLink } from './RichTextEditor';
export type { RichTextEditorProps, LinkDecision } from './RichTextEditor';
export { ImageWithFallback, useImageStatus } from './Image';
export type { ImageWithFallbackProps, ImageFallbackMode, ImageFit, ImageState, ImageLoadStatus } from './Image';
export { FormField, useFormField, formFieldIds, useFieldId, splitFieldProps } from './FormField';
export type {
  FormFieldProps,
  FieldBaseProps,
  FormFieldContextValue,
  FormFieldControlProps,
  FormFieldStateProps,
} from './FormField';
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { TextArea, characterCountLevel } from './TextArea';
export type { TextAreaProps, CharacterCountLevel } from './TextArea';
export { Select } from './Select';
export type { SelectProps, SelectOption, SelectValue } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { YearPicker, yearOptions, useCurrentYear, DEFAULT_MIN_YEAR } from './YearPicker';
export type { YearPickerProps } from './YearPicker';
export { MonthYearPicker, compareMonthYear, defaultMonthName } from './MonthYearPicker';
export type { MonthYearPickerProps, MonthYear } from './MonthYearPicker';
export { DeleteConfirmDialog, LazyDeleteConfirmDialog } from './DeleteConfirmDialog';
export type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';
export { Link } from './Link';
export type { LinkProps, LinkVariant, LinkKind } from './Link';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { StepDialog } from './StepDialog';
export type { StepDialogProps, StepDialogStep } from './StepDialog';
export { Menu, MenuItem, MenuSeparator } from './Menu';
export type { MenuProps, MenuItemProps, MenuSeparatorProps, MenuTriggerProps } from './Menu';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps, TabsActivation, TabsOrientation } from './Tabs';
export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipPlacement } from './Tooltip';
export { Popover } from './Popover';
export type { PopoverProps, PopoverTriggerProps } from './Popover';
export { ToastRegion, useToastStore } from './Toast';
export type { ToastRegionProps, ToastStoreOptions } from './Toast';
export { Card, CardHeader, CardBody, CardFooter, CardMedia } from './Card';
export type { CardProps, CardSectionProps, CardElement, CardPadding, CardElevation } from './Card';
export { Skeleton, SkeletonGroup } from './Skeleton';
export type { SkeletonProps, SkeletonGroupProps, SkeletonShape } from './Skeleton';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps, HeadingLevel } from './EmptyState';
export { ErrorState, errorMessage } from './ErrorState';
export type { ErrorStateProps, ErrorLike } from './ErrorState';
export { ErrorBoundary } from './ErrorBoundary';
export type { ErrorBoundaryProps, ErrorBoundaryFallbackProps } from './ErrorBoundary';
// For the kit's packages and components built on the kit: a part whose code downloads on its first render.
export { onDemand } from './onDemand';
export type { OnDemandOptions } from './onDemand';
export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { FavouriteToggle } from './FavouriteToggle';
export type { FavouriteToggleProps } from './FavouriteToggle';
export { ReactionPicker } from './ReactionPicker';
export type { ReactionPickerProps } from './ReactionPicker';
export { Truncate } from './Truncate';
export type { TruncateProps } from './Truncate';
export { FileDrop } from './FileDrop';
export type { FileDropProps } from './FileDrop';
export { LazyShareDialog, ShareDialog, SharePreview } from './ShareDialog';
export type { ShareDialogProps, SharePreviewProps } from './ShareDialog';
export { ShareImageDialog, SharePoster, INSTAGRAM_URL } from './ShareImageDialog';
export type { ShareImageDialogProps, SharePosterProps } from './ShareImageDialog';
export { CountryCityPicker, EMPTY_COUNTRY_CITY } from './CountryCityPicker';
export type { CountryCityPickerProps, CountryCityValue } from './CountryCityPicker';
export { CountryStatePicker, EMPTY_COUNTRY_STATE } from './CountryStatePicker';
export type { CountryStatePickerProps, CountryStateValue } from './CountryStatePicker';
export { LocationCombobox } from './LocationCombobox/LocationCombobox';
export type { LocationComboboxProps, LocationComboboxError } from './LocationCombobox/LocationCombobox';
export type { LocationPickerBaseProps } from './LocationCombobox/LocationPickerFrame';
export { ImageCropDialog } from './ImageCropDialog/ImageCropDialog';
export type { ImageCropDialogProps } from './ImageCropDialog/ImageCropDialog';
export { WaitingWrites } from './WaitingWrites';
export type { WaitingWritesProps } from './WaitingWrites';

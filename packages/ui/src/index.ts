// The full entry: everything of ./headless, plus the styled components.
export * from './headless';
export { EduThemeProvider, EduGlobalStyle } from './theme/EduThemeProvider';
export type { EduThemeProviderProps } from './theme/EduThemeProvider';
export { focusRing, visuallyHidden } from './theme/mixins';
export { Button } from './Button';
export type { ButtonProps, ButtonOwnProps, ButtonVariant, ButtonSize } from './Button';
export { useEduTheme, useComponentProps } from './theme/useComponentProps';
export { EduProvider } from './EduProvider';
export type { EduProviderProps } from './EduProvider';
export {
  CloseIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  CheckIcon,
  PlusIcon,
  MinusIcon,
  HeartIcon,
  HeartFilledIcon,
  TrashIcon,
  EditIcon,
  ShareIcon,
  MoreIcon,
  AlertIcon,
  InfoIcon,
  SearchIcon,
  FlagIcon,
  CommentIcon,
  LinkIcon,
  ExternalLinkIcon,
  CalendarIcon,
  LocationIcon,
  UploadIcon,
  SmileIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  BulletListIcon,
  NumberedListIcon,
  QuoteIcon,
  CodeIcon,
  UndoIcon,
  RedoIcon,
} from './icons';
export type { IconProps } from './icons';
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
export { Link } from './Link';
export type { LinkProps, LinkVariant, LinkKind } from './Link';
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

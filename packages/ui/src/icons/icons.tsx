import { forwardRef, type SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height; default `1em`, so icons follow the text size. */
  size?: number | string | undefined;
  /** An accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string | undefined;
}

/**
 * Builds an outline icon from 24×24 path data. Marked free of side effects so that an app's bundler drops every
 * icon it does not use (the icons share one module).
 */
/* @__NO_SIDE_EFFECTS__ */
function createIcon(name: string, paths: string[], filled = false) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = '1em', title, ...rest }, ref) {
    return (
      <svg
        ref={ref}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        aria-label={title}
        focusable="false"
        data-icon={name}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  });
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CloseIcon = createIcon('Close', ['M18 6 6 18', 'm6 6 12 12']);
export const ChevronLeftIcon = createIcon('ChevronLeft', ['m15 18-6-6 6-6']);
export const ChevronRightIcon = createIcon('ChevronRight', ['m9 18 6-6-6-6']);
export const ChevronDownIcon = createIcon('ChevronDown', ['m6 9 6 6 6-6']);
export const ChevronUpIcon = createIcon('ChevronUp', ['m18 15-6-6-6 6']);
export const CheckIcon = createIcon('Check', ['M20 6 9 17l-5-5']);
export const PlusIcon = createIcon('Plus', ['M12 5v14', 'M5 12h14']);
export const MinusIcon = createIcon('Minus', ['M5 12h14']);
export const HeartIcon = createIcon('Heart', [
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
]);
export const HeartFilledIcon = createIcon(
  'HeartFilled',
  ['M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z'],
  true,
);
export const TrashIcon = createIcon('Trash', ['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2']);
export const EditIcon = createIcon('Edit', ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z']);
export const ShareIcon = createIcon('Share', ['M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8', 'm16 6-4-4-4 4', 'M12 2v13']);
export const MoreIcon = createIcon('More', ['M12 12h.01', 'M19 12h.01', 'M5 12h.01']);
export const AlertIcon = createIcon('Alert', ['M12 9v4', 'M12 17h.01', 'M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0Z']);
export const InfoIcon = createIcon('Info', ['M12 16v-4', 'M12 8h.01', 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z']);
export const SearchIcon = createIcon('Search', ['m21 21-4.3-4.3', 'M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z']);
export const FlagIcon = createIcon('Flag', ['M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z', 'M4 22v-7']);
export const CommentIcon = createIcon('Comment', ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z']);
export const LinkIcon = createIcon('Link', ['M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71', 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71']);
export const ExternalLinkIcon = createIcon('ExternalLink', ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6']);
export const CalendarIcon = createIcon('Calendar', ['M8 2v4', 'M16 2v4', 'M3 10h18', 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z']);
export const LocationIcon = createIcon('Location', ['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z']);
export const UploadIcon = createIcon('Upload', ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12']);
export const SmileIcon = createIcon('Smile', ['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z', 'M8 14s1.5 2 4 2 4-2 4-2', 'M9 9h.01', 'M15 9h.01']);
export const Heading1Icon = createIcon('Heading1', ['M4 6v12', 'M12 6v12', 'M4 12h8', 'm17 10 2-2v10']);
export const Heading2Icon = createIcon('Heading2', ['M4 6v12', 'M12 6v12', 'M4 12h8', 'M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1']);
export const Heading3Icon = createIcon('Heading3', ['M4 6v12', 'M12 6v12', 'M4 12h8', 'M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2', 'M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2']);
export const BulletListIcon = createIcon('BulletList', ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01']);
export const NumberedListIcon = createIcon('NumberedList', ['M10 6h11', 'M10 12h11', 'M10 18h11', 'M4 6h1v4', 'M4 10h2', 'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1']);
export const QuoteIcon = createIcon('Quote', ['M6 7h4v5H6z', 'M10 12c0 3-1.5 5-4 6', 'M14 7h4v5h-4z', 'M18 12c0 3-1.5 5-4 6']);
export const CodeIcon = createIcon('Code', ['m16 18 6-6-6-6', 'm8 6-6 6 6 6']);
export const UndoIcon = createIcon('Undo', ['M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11']);
export const RedoIcon = createIcon('Redo', ['m15 14 5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13']);
// Exported for the icon files added beside this one (social.tsx).
export { createIcon };

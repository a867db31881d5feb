import { resolveTheme, type EduTheme } from '@edupassport/ui/headless';

/**
 * The kit's theme from styled-components props (the `var(--edu-*)` references). In a file of its own: importing it
 * from a module of styled components would keep all of them on the importer's first load.
 */
export const t = (p: { theme?: unknown }): EduTheme => resolveTheme(p.theme);

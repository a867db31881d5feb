/**
 * The kit's theme from styled-components props (the `var(--edu-*)` references), shared with ui. In a file of its
 * own: importing it from a module of styled components would keep all of them on the importer's first load.
 */
export { t, tokens } from '@edupassport/ui/headless';

// The kit's one shorthand for styled-components interpolations, shared with ui: `${(p) => t(p).color.primary}`.
export { t } from '@edupassport/ui/headless';

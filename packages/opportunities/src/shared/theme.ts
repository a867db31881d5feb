// The kit's one shorthand for styled-components interpolations, shared with ui: `${tokens.color.primary}`.
export { t, tokens } from '@edupassport/ui/headless';

export { MicroblogComposer } from './MicroblogComposer';
export type { MicroblogComposerProps } from './MicroblogComposer';

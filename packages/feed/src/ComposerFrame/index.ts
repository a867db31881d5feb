export { ComposerFrame } from './ComposerFrame';
export type { ComposerFrameProps, ComposerProps, ComposerEditStep } from './ComposerFrame';

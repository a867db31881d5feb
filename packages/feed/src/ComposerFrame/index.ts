export { ComposerFrame } from './ComposerFrame';
export type { ComposerFrameProps, ComposerProps } from './ComposerFrame';

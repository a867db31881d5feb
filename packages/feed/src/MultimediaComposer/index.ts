export { MultimediaComposer } from './MultimediaComposer';
export type { MultimediaComposerProps } from './MultimediaComposer';

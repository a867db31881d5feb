export { PollComposer } from './PollComposer';
export type { PollComposerProps } from './PollComposer';

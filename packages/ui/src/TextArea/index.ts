export { TextArea, characterCountLevel } from './TextArea';
export type { TextAreaProps, CharacterCountLevel } from './TextArea';

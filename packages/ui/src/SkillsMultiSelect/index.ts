export { SkillsMultiSelect } from './SkillsMultiSelect';
export type { SkillsMultiSelectProps } from './SkillsMultiSelect';
export { SelectedChips } from './SelectedChips';
export type { SelectedChipsProps } from './SelectedChips';

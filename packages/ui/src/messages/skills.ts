/** Strings of the skills picker and its chips. */
export const skillsMessages = {
  skillsPlaceholder: 'Select skills',
  skillsLabel: 'Skills',
  selectedSkills: (n: number) => `Selected Skills (${n}):`,
  skillsEmpty: 'Please choose skills from above.',
  moreCount: (n: number) => `+${n} more`,
  removeItem: (item: string) => `Remove ${item}`,
  maxSelections: (n: number) => `You can choose up to ${n}.`,
};

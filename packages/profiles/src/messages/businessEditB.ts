/**
 * Profiles strings: businessEditB, the edit flows of 'Who we are' and the team (issue 10 items 4, 7, 9).
 * The spec's own strings (validation, 'Failed to process team members') are in business.ts; these are the
 * labels the spec leaves open (our wording, see the README).
 */
export const businessEditBMessages = {
  // Who we are: the two dialogs and the preview.
  whoWeAreListsStep: 'Business types, operations and services',
  whoWeAreContentStep: 'Media and story',
  whoWeArePreviewStep: 'Preview',
  selectBusinessTypes: 'Select business types',
  selectOperations: 'Select countries',
  selectServices: 'Select services',
  selectedInList: (label: string, n: number) => `Selected ${label.toLowerCase()} (${n}):`,
  chooseFromList: 'Please choose from the list above.',
  chooseAboutUsMedia: 'Choose media',
  changeAboutUsMedia: 'Change media',
  cropAboutUsMedia: 'Crop your media',
  aboutUsMediaHint: 'A 16:9 image that shows your organisation.',

  // Team: Edit mode and the member dialog.
  addTeamMembers: 'Add Team Members',
  editTeamMember: 'Edit Team Member',
  teamMemberHeading: (n: number) => `Member ${n}`,
  addAnotherMember: 'Add another member',
  removeMember: (n: number) => `Remove member ${n}`,
  editMember: (name: string) => `Edit ${name}`,
  deleteMember: (name: string) => `Delete ${name}`,
  memberAvatar: 'Avatar (optional)',
  chooseAvatar: 'Choose avatar',
  changeAvatar: 'Change avatar',
  removeAvatar: 'Remove avatar',
  cropAvatar: 'Crop the avatar',
  avatarAlt: (name: string) => (name.trim() ? `${name.trim()}'s avatar` : 'New avatar'),
  avatarUploadProgress: (n: number, percent: number) => `Avatar of member ${n}: ${percent}%`,
  memberSkills: 'Skills',
};

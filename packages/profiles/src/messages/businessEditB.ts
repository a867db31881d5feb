/** Profiles strings: businessEditB. */
export const businessEditBMessages = {
};

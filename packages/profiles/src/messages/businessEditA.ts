/** Profiles strings: businessEditA. */
export const businessEditAMessages = {
};

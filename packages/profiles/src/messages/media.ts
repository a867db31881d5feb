/** Profiles strings: media. */
export const mediaMessages = {
};

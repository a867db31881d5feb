/** Profiles strings: endorsementResponse. */
export const endorsementResponseMessages = {
};

/** The multimedia composer's strings (spec 01). */
export const multimediaMessages = {
};

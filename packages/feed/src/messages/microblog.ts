/** The microblog composer's strings (spec 01). */
export const microblogMessages = {
};

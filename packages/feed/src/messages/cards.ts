/** Strings of a post card itself (its bodies' are in bodies.ts, loaded with them), word for word from the spec. */
export const cardMessages = {
  // The card
  postBy: (name: string) => `Post by ${name}`,
  sharedNote: 'shared a post',
  sharedPostBy: (name: string) => `Post shared by ${name}`,
};

/** Strings of the feed's rules, word for word from the spec. */
export const feedBaseMessages = {
  fileTooLarge: (count: number) => (count === 1 ? '1 file exceeds the 10MB size limit' : `${count} files exceed the 10MB size limit`),
  pollTimeUp: '0d 0h 0m',
};

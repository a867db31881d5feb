/** Strings of the post bodies (polls included), word for word from the spec where it gives them; they load with the bodies. */
export const bodyMessages = {
  originalPost: 'Original post',
  originalUnavailable: 'The original post is no longer available.',
  announcement: 'Announcement',
  // Multimedia
  mediaLabel: (count: number) => (count === 1 ? '1 media item' : `${count} media items`),
  mediaImage: (n: number, total: number) => `Image ${n} of ${total}`,
  mediaVideo: (n: number, total: number) => `Video ${n} of ${total}`,
  // Poll (spec: '0d 0h 0m' at zero; the rest not shown)
  pollLabel: 'Poll',
  pollVotes: (count: number) => (count === 1 ? '1 vote' : `${count} votes`),
  pollOptionVotes: (option: string, votes: number, percent: number) =>
    `${option}: ${votes === 1 ? '1 vote' : `${votes} votes`}, ${percent}%`,
  /** The option's share and votes, shown beside it (its label above already says both to a screen reader). */
  pollOptionShare: (percent: number, votes: number) => `${percent}% · ${votes === 1 ? '1 vote' : `${votes} votes`}`,
  pollYourVote: 'Your vote',
  /** The option's label when it is the viewer's own vote. */
  pollOptionMine: (label: string) => `${label}, your vote`,
  pollVote: 'Vote',
  pollVoteFor: (option: string) => `Vote for ${option}`,
  pollVoting: 'Voting…',
  pollTimeLeft: (time: string) => `Time left: ${time}`,
  /** The time left in `pollTimeLeft`, as the spec writes it ('0d 0h 0m' at zero). */
  pollDuration: (days: number, hours: number, minutes: number) => `${days}d ${hours}h ${minutes}m`,
  /** Under a poll the server sent with more options than a poll may have (10): the ones not shown. */
  pollHiddenOptions: (count: number) =>
    `${count === 1 ? '1 more choice is' : `${count} more choices are`} not shown: a poll shows at most 10.`,
  // Microblog (the type labels are the spec's microblog_type values, in words)
  microblogTypes: {
    learn_path: 'Learn Path',
    case_studies: 'Case Studies',
    content_interest: 'Content Interest',
    tutorials: 'Tutorials',
    guides: 'Guides',
  } as Record<string, string>,
  microblogPages: 'Pages',
  microblogPage: (n: number, total: number) => `Page ${n} of ${total}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  coverImage: (headline: string) => `Cover image: ${headline}`,
  readFull: 'Read Full',
  /** Collapses a long post the reader opened with Read Full. */
  showLess: 'Show less',
};

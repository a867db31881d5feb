/** What every job card shows, and the public card's actions. */
export const jobCardMessages = {
  jobReport: 'Report',
  /** Chosen: the card's labels and accessible names. */
  jobFavourite: (title: string) => `Favourite ${title}`,
  jobShare: (title: string) => `Share ${title}`,
  jobReportAria: (title: string) => `Report ${title}`,
  jobCompanyLogo: (company: string) => `${company} logo`,
  jobExperience: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `${min} ${min === 1 ? 'year' : 'years'} experience`
        : `${min}–${max} years experience`
      : min !== undefined && min > 0
        ? `${min}+ years experience`
        : max !== undefined
          ? `Up to ${max} years experience`
          : '',
  jobPosted: 'Posted',
  jobDeadline: 'Apply by',
};

export type JobCardMessages = typeof jobCardMessages;

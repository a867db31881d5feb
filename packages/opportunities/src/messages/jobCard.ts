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
  /** Chosen: the server's job types as the reader's language says them, by the stored value; others show as sent. */
  jobTypes: { Teaching: 'Teaching', Leadership: 'Leadership', Support: 'Support', Administration: 'Administration' },
  /** Chosen: the server's employment types, by the stored value; others show as sent. */
  employmentTypes: {
    'Full-time': 'Full-time',
    'Part-time': 'Part-time',
    Contract: 'Contract',
    Temporary: 'Temporary',
    Internship: 'Internship',
    Freelance: 'Freelance',
    Volunteer: 'Volunteer',
  },
  /** Chosen: the student age groups (the part before a slash), by the stored value; others show as sent. */
  ageGroups: {
    'Early Childhood Education (3-5)': 'Early Childhood Education (3-5)',
    'Primary (6-11)': 'Primary (6-11)',
    'Secondary (12-18)': 'Secondary (12-18)',
    'Technical and Vocational': 'Technical and Vocational',
    'Higher Education': 'Higher Education',
    'Continuing Education': 'Continuing Education',
    'Adult Education (21+)': 'Adult Education (21+)',
    'Special Education': 'Special Education',
  },
};

export type JobCardMessages = typeof jobCardMessages;

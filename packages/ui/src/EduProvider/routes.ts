type Id = string | number;
const q = encodeURIComponent;

/**
 * Every route the spec names, as functions. A host remaps any of them through
 * `<EduProvider routes={{ jobDetail: (id) => `/careers/${id}` }}>`.
 */
export const defaultRoutes = {
  eventDetail: (id: Id) => `/details/event/${q(String(id))}`,
  jobDetail: (id: Id) => `/details/job/${q(String(id))}`,
  externalJobDetail: (id: Id) => `/details/job/${q(String(id))}?isExternal=true`,
  dealDetail: (id: Id) => `/details/deal/${q(String(id))}`,
  postDetail: (id: Id) => `/feed/${q(String(id))}`,
  feed: () => '/feed',
  educatorProfile: (id: Id) => `/profiles/educator?id=${q(String(id))}&mode=preview`,
  ownEducatorProfile: () => '/profiles/educator',
  businessProfile: (id: Id) => `/profiles/business?id=${q(String(id))}&mode=preview`,
  inboxNotifications: () => '/inbox?section=notifications&filter=all',
  inboxChat: (room: string) => `/inbox?section=chats&chatRoom=${q(room)}`,
  login: () => '/login',
  comingSoon: () => '/coming-soon',
  externalJobs: () => '/external-jobs',
  policies: () => '/policies',
  mediaApprovalPolicy: () => '/policies/media-approval',
  dashboardJobs: () => '/dashboard/jobs',
  dashboardEditJob: (id: Id) => `/dashboard/jobs/editJob?jobId=${q(String(id))}`,
  dashboardJobCandidates: (id: Id) => `/dashboard/jobs/myjobs/mycandidates?jobId=${q(String(id))}`,
  endorsementResponse: (id: Id) => `/endorsement/${q(String(id))}/respond`,
  adminDashboard: () => '/admin/dashboard',
  /** The default event cover, used when the image is missing or broken. */
  defaultEventImage: () => '/img/social-media/default-1.png',
};

export type EduRoutes = typeof defaultRoutes;

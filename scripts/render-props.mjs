/**
 * The props a public component needs to render under `renderToString` (scripts/check-packages.mjs).
 * Every component renders with no props at all unless it is listed here: a component that throws
 * without props it is not given fails the check until it gets a row. The records come from the built
 * mock backend (`@edupassport/api-client/mocks`, reset first), so they have the API's real shapes. The conformance
 * suite (test-support/conformance.test.tsx) renders from it too, so each row is what a product team passes: a
 * label for every field and button, dialogs and popups open (closed, they render nothing to check).
 *
 * `renderProps(mocks, kit)` → { [package]: { [Component]: props } }; `renderWrappers(kit)` →
 * { [package]: { [Component]: (element) => element } } for parts that only live inside their parent.
 */
import { createElement } from 'react';

const noop = () => {};
const resolved = () => Promise.resolve();

export function renderProps(mocks, kit) {
  mocks.resetMocks();
  const { mockStore } = mocks;
  const educator = mockStore.users.find((u) => u.id === mocks.MOCK_USER_IDS.member);
  const businessUser = mockStore.users.find((u) => u.id === mocks.MOCK_USER_IDS.businessOwner);
  const business = businessUser.business_profile;
  // As the client hands posts over: a post that is not a share has no `shared_post` (the store keeps null there).
  const asPost = ({ shared_post, ...rest }) => (shared_post ? { ...rest, shared_post: asPost(shared_post) } : rest);
  const post = (postType, type = 'post') => asPost(mockStore.posts.find((p) => p.post_type === postType && p.type === type));
  const announcement = post('announcement');
  const comment = Object.values(mockStore.comments).flat()[0];
  const job = mockStore.jobs[0];
  const event = mockStore.events[0];
  const deal = mockStore.deals[0];
  // Completed ones only: the section shows endorsements with their text, as the profile hook hands them over.
  const endorsements = Object.values(mockStore.endorsements).filter((e) => e.user_id === educator.id && e.status === 'completed');
  const posts = mockStore.posts.slice(0, 3).map(asPost);
  // A settled first page, as `useFeed` returns it, for the markup-only FeedView.
  const feed = {
    posts,
    status: 'success',
    error: null,
    hasMore: true,
    page: 1,
    query: '',
    setQuery: noop,
    searching: false,
    activeQuery: '',
    loadMore: noop,
    reload: noop,
    react: resolved,
    toggleFavourite: resolved,
    isFavourite: () => false,
    prependPost: noop,
  };
  // Dialogs and popups open, as a host shows them after the click that opens them: closed, they render nothing.
  const open = { open: true, onOpenChange: noop };
  const { ui } = kit;
  const trigger = createElement(ui.Button, { variant: 'secondary' }, 'Actions');
  const menuItems = [createElement(ui.MenuItem, { key: 'edit' }, 'Edit'), createElement(ui.MenuItem, { key: 'delete', destructive: true }, 'Delete')];
  const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

  return {
    '@edupassport/ui': {
      Badge: { children: 'New' },
      Button: { children: 'Save' },
      Card: { children: educator.summary },
      CardHeader: { children: 'Work experience' },
      CardBody: { children: educator.summary },
      CardFooter: { children: 'Updated today' },
      CardMedia: { children: createElement('img', { src: educator.profile_picture, alt: educator.full_name }) },
      FormField: { label: 'Full name', children: (field) => createElement('input', { type: 'text', ...field.controlProps }) },
      SafeHtml: { html: '<p>Teaches <strong>mathematics</strong></p>' },
      Carousel: { label: 'Gallery', items: business.gallery.slice(0, 3).map((src, i) => createElement('img', { key: src, src, alt: `Photo ${i + 1}` })) },
      Checkbox: { label: 'Open to work' },
      DeleteConfirmDialog: { ...open, onConfirm: resolved },
      Dialog: { ...open, title: 'Edit profile', children: educator.summary },
      EmptyState: { title: 'No posts yet', description: 'Posts you favourite show here.' },
      FileDrop: { label: 'Attachments' },
      IconButton: { 'aria-label': 'Close', icon: createElement('svg', { 'aria-hidden': true }) },
      ImageCropDialog: { ...open, file: image, onCropped: noop },
      ImageWithFallback: { src: educator.profile_picture, alt: educator.full_name },
      LazyDeleteConfirmDialog: { ...open, onConfirm: resolved },
      LazyShareDialog: { ...open, target: { type: 'job', job } },
      Menu: { ...open, trigger, label: 'Post actions', children: menuItems },
      MenuItem: { children: 'Edit' },
      NumberField: { label: 'Years of experience' },
      Popover: { ...open, trigger, label: 'Filters', children: 'Only remote jobs' },
      RichTextEditor: { label: 'Summary' },
      SalaryText: { salary: job.salary, currency: job.currency, salaryType: job.salary_type },
      Switch: { label: 'Show my profile' },
      TextArea: { label: 'About you' },
      TextField: { label: 'Full name' },
      Tooltip: { ...open, content: 'More actions', children: trigger },
      ToastRegion: { store: ui.createToastStore(), label: 'Draft notifications' },
      YearPicker: { label: 'Graduation year' },
      Avatar: { name: educator.full_name, src: educator.profile_picture },
      Link: { href: '/feed', children: 'Feed' },
      LocationCombobox: {
        label: 'Country',
        placeholder: 'Select a country',
        searchPlaceholder: 'Search countries',
        items: mockStore.countries.map((c) => c.country),
        value: '',
        onValueChange: noop,
      },
      RadioGroup: { label: 'Format', options: [{ value: 'online', label: 'Online' }, { value: 'in-person', label: 'In person' }] },
      ReactionPicker: { reactions: ui.POST_REACTION_OPTIONS },
      Select: { label: 'Job type', options: [{ value: 'full-time', label: 'Full-time' }, { value: 'part-time', label: 'Part-time' }] },
      SelectedChips: { items: educator.skills },
      ShareDialog: { ...open, target: { type: 'job', job } },
      ShareImageDialog: { ...open, target: { type: 'event', event } },
      SharePoster: { target: { type: 'deal', deal } },
      SharePreview: { target: { type: 'post', post: announcement } },
      SkillsMultiSelect: { options: ['Lesson Planning', 'Classroom Management', 'Mentoring'] },
      StepDialog: { ...open, title: 'Add work experience', steps: [{ id: 'role', title: 'Role', content: 'Mathematics Teacher' }] },
      Tab: { value: 'about', children: 'About' },
      TabList: { 'aria-label': 'Profile sections' },
      TabPanel: { value: 'about', children: educator.summary },
    },
    '@edupassport/admin-kit': {},
    '@edupassport/feed': {
      AnnouncementBody: { post: announcement },
      AuthorLine: { user: announcement.user, createdAt: announcement.created_at },
      CommentComposer: { label: 'Write a comment', submitLabel: 'Post', onSend: resolved },
      CommentItem: { comment, onReply: resolved, onReact: noop, onRequestDelete: noop, onRequestReport: noop },
      ComposerFrame: { ...open, title: 'Create a post', previewContent: announcement.content, onSave: resolved },
      AnnouncementComposer: open,
      MicroblogComposer: open,
      MultimediaComposer: open,
      PollComposer: open,
      FeedView: { feed },
      MediaGrid: { urls: business.gallery.slice(0, 3) },
      MicroblogBody: { post: post('microblog') },
      MultimediaBody: { post: post('multimedia') },
      PlainBody: { post: post('post') },
      PollBody: { post: post('poll') },
      PostActions: { post: announcement, favourite: false, onToggleFavourite: noop, onReact: noop, onDeleted: noop, onUpdated: noop },
      PostBody: { post: announcement },
      PostCard: { post: announcement },
      PostComposer: { post: announcement, ...open },
      PostReportDialog: { ...open, postId: announcement.id },
      PostEditDialog: { post: post('post'), onUpdated: noop, ...open },
      ReactionsSummary: { reactions: announcement.reactions ?? [] },
      ShareToFeedDialog: { post: announcement, ...open },
      SharedPostBody: { post: post('post', 'shared'), renderOriginal: (original) => original.headline ?? original.content },
    },
    '@edupassport/opportunities': {
      DealCard: { deal },
      DealDialog: { deal, ...open },
      DealList: { deals: mockStore.deals.slice(0, 3) },
      EmployerJobCard: { job },
      EventCard: { event },
      EventList: { events: mockStore.events.slice(0, 3) },
      ExternalJobCard: { job: mockStore.jobs.find((j) => j.is_external) ?? job },
      JobCard: { job },
      JobList: { jobs: mockStore.jobs.slice(0, 3) },
      JobReportDialog: { ...open, jobId: job.id, jobTitle: job.title },
    },
    '@edupassport/profiles': {
      AdditionalSkillsSection: { items: educator.additional_skills },
      AvailabilitySection: { availability: { isOpenToWork: educator.open_to_work, isOpenToNetwork: educator.open_to_network } },
      BannerDialog: { ...open, user: educator },
      BusinessLinks: { links: business.our_links },
      CompanyHeader: { business },
      Credentials: { credentials: businessUser.credential },
      EducatorSection: { title: 'About', children: educator.summary },
      EducationList: { items: educator.my_education },
      EndorsementCard: { endorsement: endorsements[0] },
      EndorsementRequestWizard: { owner: { id: educator.id, name: educator.full_name, skills: educator.skills }, onClose: noop },
      EndorsementsSection: { endorsements },
      EventGallery: { images: business.gallery },
      KeyDetailsDialog: { ...open, user: educator },
      KeyDetailsSection: { user: educator },
      LinkCard: { link: business.our_links[0] },
      LocationsWantedSection: { items: educator.locations_i_want_to_work },
      PreferredJobsSection: { items: educator.preferred_jobs },
      ProfileDialog: { profile: educator, ...open },
      ProfilePictureDialog: { ...open, user: educator },
      ProfileHero: { user: educator },
      ProfileSummaryCard: { profile: educator },
      ResumeSection: { resume: educator.resume, fileName: 'resume.pdf' },
      StarRating: { label: 'Rating', value: 5, onValueChange: noop, starLabel: (n) => `${n} stars` },
      Team: { members: business.our_team },
      WhoWeAre: { business },
      WorkExperienceCard: { item: educator.work_experience[0] },
      WorkExperienceWizard: { item: educator.work_experience[0], onClose: noop },
      WorkExperienceSection: { items: educator.work_experience },
    },
  };
}

/** Parts that only render inside their parent (they read its context). */
export function renderWrappers(kit) {
  const { Tabs, TabList, TabPanel, Menu, Button } = kit.ui;
  const inTabs = (element) => createElement(Tabs, { defaultValue: 'about' }, element);
  // With the panel it controls: a tab's aria-controls names it.
  const inTabList = (element) =>
    createElement(
      Tabs,
      { defaultValue: 'about' },
      createElement(TabList, { 'aria-label': 'Profile sections' }, element),
      createElement(TabPanel, { value: 'about' }, 'About'),
    );
  const trigger = createElement(Button, { variant: 'secondary' }, 'Actions');
  const inOpenMenu = (element) => createElement(Menu, { open: true, onOpenChange: () => {}, trigger, label: 'Post actions' }, element);
  return {
    '@edupassport/feed': { CommentItem: (element) => createElement('ul', null, element) },
    '@edupassport/ui': { Tab: inTabList, TabList: inTabs, TabPanel: inTabs, MenuItem: inOpenMenu, MenuSeparator: inOpenMenu },
  };
}

import { act, fireEvent, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createElement, createRef, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import * as mocks from '@edupassport/api-client/mocks';
import * as adminKit from '@edupassport/admin-kit';
import * as feed from '@edupassport/feed';
import * as opportunities from '@edupassport/opportunities';
import * as profiles from '@edupassport/profiles';
import * as ui from '@edupassport/ui';
import { renderProps, renderWrappers } from '../scripts/render-props.mjs';
import { createTestQueryClient } from './queryClient';

/*
 * One conformance suite over every public component of every package: it forwards its ref to its root DOM element,
 * merges a given className with its own, spreads rest props onto that root, exposes its state as data-* attributes
 * (a value that follows a prop or what it loads, never a constant), renders on the server what it should, and has
 * no axe violations. The props each component needs come from the table the built-package check uses
 * (scripts/render-props.mjs), so one table serves both: the props a product team passes (labels, the records a card
 * shows, dialogs and popups open).
 *
 * The root is the component's outermost element; for a dialog or popup it is the panel that carries the role, found
 * wherever it is portalled (an open dialog's root is its panel, not the backdrop). A component that is one control
 * in a wrapper (CONTROLS) has its wrapper as the root and gives its ref and rest props to the control. A check that
 * does not apply to a component is still a test, named "<check>: not applicable: <why>", that asserts the why. The
 * same rules are in the ui README's "Conventions".
 */

const entries = {
  '@edupassport/ui': ui,
  '@edupassport/admin-kit': adminKit,
  '@edupassport/feed': feed,
  '@edupassport/opportunities': opportunities,
  '@edupassport/profiles': profiles,
} as Record<string, Record<string, unknown>>;

/** Exports that are components but render no DOM element of their own: providers, boundaries, pure context. */
const NOT_DOM_COMPONENTS: Record<string, string[]> = {
  // Providers and the theme's global style: context, or a <style>, never a root element.
  '@edupassport/ui': [
    'EduProvider',
    'EduContextProvider',
    'EduHydrationBoundary',
    'EduThemeProvider',
    'EduGlobalStyle',
    'ErrorBoundary',
    'Tabs',
  ],
  '@edupassport/admin-kit': ['AdminProvider'],
  '@edupassport/feed': [],
  '@edupassport/opportunities': [],
  '@edupassport/profiles': ['LinkPreviewProvider'],
};

type Check = 'ref' | 'className' | 'root' | 'rest' | 'state' | 'ssr' | 'axe';

/** Roles of a dialog's or popup's panel. */
const POPUP_ROLES = ['dialog', 'alertdialog', 'menu', 'tooltip'];
const POPUP_SELECTOR = POPUP_ROLES.map((role) => `[role="${role}"]`).join(', ');

/**
 * Dialogs and popups, rendered open by the table: their root is the one panel with a popup role (the dialog, not the
 * backdrop around it; the menu or tooltip, not its trigger), portalled or in place. A row that shows such a panel and
 * is not listed here fails, so a new dialog cannot slip past the root checks.
 */
const POPUPS = [
  'DeleteConfirmDialog',
  'LazyDeleteConfirmDialog',
  'Dialog',
  'StepDialog',
  'Menu',
  'Tooltip',
  'Popover',
  'LazyShareDialog',
  'ShareDialog',
  'ShareImageDialog',
  'ImageCropDialog',
  'PostReportDialog',
  'PostEditDialog',
  'ShareToFeedDialog',
  'ComposerFrame',
  'AnnouncementComposer',
  'PostComposer',
  'MicroblogComposer',
  'MultimediaComposer',
  'PollComposer',
  'JobReportDialog',
  'DealDialog',
  'KeyDetailsDialog',
  'ProfileDialog',
  'WorkExperienceWizard',
  'EndorsementRequestWizard',
  'ProfilePictureDialog',
  'BannerDialog',
];

/** Parts that live in a popup (the open menu) or portal whole (the toast region): the server sends nothing of them. */
const SERVER_NOTHING = [...POPUPS, 'MenuItem', 'MenuSeparator', 'ToastRegion'];

/** Popups whose trigger renders in place: the server renders the trigger (the table's "Actions" button). */
const TRIGGERED = ['Menu', 'Popover', 'Tooltip'];

/**
 * One control inside a wrapper of its own (form fields, the reaction picker): the wrapper is the root and takes
 * className, style and the data-* state; ref and rest props go to the control (the input, select or button that
 * takes focus), so `name`, `autoComplete`, `aria-*` and `ref.current.focus()` work as on a native control.
 * Composite fields (RadioGroup, RichTextEditor, StarRating, the pickers with several controls) are one root.
 */
const CONTROLS = [
  'TextField',
  'TextArea',
  'Select',
  'Checkbox',
  'Switch',
  'NumberField',
  'YearPicker',
  'LocationCombobox',
  'ReactionPicker',
];

const icons = Object.entries(entries).flatMap(([, entry]) =>
  Object.keys(entry).filter((name) => /^[A-Z]\w*Icon$/.test(name)),
);
const NO_STATE_ICON = 'no state: an icon is drawn the same whatever its props (data-icon names which icon it is)';
const ONE_POST_TYPE = 'no state: it renders one post type only (data-post-type names which)';

/**
 * Checks that do not apply to a component, each with the reason; only that check is left out for it, and it shows as
 * a test that asserts the reason. Everything else runs, and a component that fails a check is fixed, not listed.
 */
const NOT_APPLICABLE: Record<string, Partial<Record<Check, string>>> = {
  ...Object.fromEntries(icons.map((name) => [name, { state: NO_STATE_ICON }])),
  CardHeader: { state: 'no state: a layout slot of Card' },
  CardBody: { state: 'no state: a layout slot of Card' },
  CardFooter: { state: 'no state: a layout slot of Card' },
  CardMedia: { state: 'no state: a layout slot of Card' },
  MenuSeparator: { state: 'no state: a divider between menu items' },
  PostCardSkeleton: { state: 'no state: a placeholder that only exists while posts load' },
  SkeletonGroup: { state: 'no state: a placeholder group that only exists while its content loads' },
  WorkExperienceWizard: {
    state: 'not checked here: its step (data-step) moves as a person fills it in and continues (shown in its stories)',
  },
  ResumeSection: {
    state: 'not checked here: busy only while an upload or delete is in flight (data-state, shown in its stories)',
  },
  KeyDetailsSection: { state: 'no state of its own: its Edit opens its dialog (data-state there), never an Edit mode' },
  SafeHtml: { state: "no state in a browser: it is plain only in the server's render and the hydrating one" },
  EndorsementCard: { state: "no state of its own: see more/less is its Truncate's (data-state there)" },
  ToastRegion: { state: 'no state of its own: each toast carries its own data-state' },
  WaitingWrites: {
    state: 'not checked here: its data-state follows the waiting changes in storage, not a prop (shown in its stories)',
  },
  TabList: { state: "no state of its own: its orientation is its Tabs' (data-orientation follows them)" },
  AnnouncementBody: { state: ONE_POST_TYPE },
  MultimediaBody: { state: ONE_POST_TYPE },
  SharedPostBody: { state: ONE_POST_TYPE },
  PlainBody: { state: ONE_POST_TYPE },
  CreatePostButton: { root: 'its root is the button; the menu it opens wraps that button in its anchor' },
};

/**
 * Constant data-* a component without state carries, with their one value: they name what it is, not a state.
 */
const CONSTANT_DATA: Record<string, Record<string, string>> = {
  TabList: { 'data-orientation': 'horizontal' },
  SkeletonGroup: { 'data-state': 'loading' },
  AnnouncementBody: { 'data-post-type': 'announcement' },
  MultimediaBody: { 'data-post-type': 'multimedia' },
  SharedPostBody: { 'data-post-type': 'shared' },
  PlainBody: { 'data-post-type': 'post' },
  SafeHtml: { 'data-state': 'formatted' },
  WaitingWrites: { 'data-state': 'idle' },
  ResumeSection: { 'data-padding': 'md', 'data-elevation': 'sm', 'data-editing': 'false', 'data-state': 'idle' },
  WorkExperienceWizard: { 'data-state': 'open', 'data-size': 'lg', 'data-step': '0', 'data-submit-state': 'idle' },
  // A section that is never in Edit mode, in its card.
  KeyDetailsSection: { 'data-padding': 'md', 'data-elevation': 'sm', 'data-editing': 'false' },
};

/** Data attributes that name a part or carry the provider's theme, not a state of the component. */
const NOT_STATE = ['data-testid', 'data-x', 'data-part', 'data-icon', 'data-edu-theme', 'data-edu-live-region'];

/**
 * How each component with state shows it: a data-* attribute on its root and what must change it. `props` are given
 * on a rerender of the same mount (the attribute follows the prop); `remount` mounts afresh with them (an
 * uncontrolled default); `settles` reads the attribute at first render and waits for it to change (a component that
 * loads: loading, then what the mock backend answers).
 */
interface StateRow {
  attr: string;
  props?: Record<string, unknown>;
  remount?: boolean;
  settles?: boolean;
  /** What a person does after the props change (the click that enters Edit mode). */
  act?: (root: Element) => void;
}

/** Clicks the root's first button named like `name`, as a person does. */
const click = (name: RegExp) => (root: Element) => {
  const button = [...root.querySelectorAll('button')].find((b) =>
    name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
  if (button) fireEvent.click(button);
};
const editMode = { attr: 'data-editing', props: { editable: true }, act: click(/edit/i) };

const props = renderProps(mocks, { ui });
const wrappers = renderWrappers({ ui });
const client = createApiClient({ baseUrl: 'http://api.test' });
const session: ui.EduSession = { user: mocks.mockSession.current() as ui.EduUser | null, isAdmin: false };
const tableProps = (pkg: string, name: string) => (props[pkg]?.[name] ?? {}) as Record<string, Record<string, unknown>>;
const feedRow = (name: string) => tableProps('@edupassport/feed', name);
const poll = feedRow('PollBody').post!;
const comment = feedRow('CommentItem').comment!;

const kept = { open: false, keepMounted: true };
const disabled = { disabled: true };
const editable = { editable: true };

const STATE: Record<string, StateRow> = {
  // ui
  Button: { attr: 'data-variant', props: { variant: 'secondary' } },
  IconButton: { attr: 'data-variant', props: { variant: 'secondary' } },
  Badge: { attr: 'data-size', props: { size: 'sm' } },
  Avatar: { attr: 'data-shape', props: { shape: 'square' } },
  ImageWithFallback: { attr: 'data-fit', props: { fit: 'contain' } },
  Link: { attr: 'data-kind', props: { href: 'https://example.com/' } },
  Card: { attr: 'data-padding', props: { padding: 'lg' } },
  Skeleton: { attr: 'data-shape', props: { shape: 'circle' } },
  EmptyState: { attr: 'data-compact', props: { compact: true } },
  ErrorState: { attr: 'data-compact', props: { compact: true } },
  Carousel: { attr: 'data-loop', props: { loop: true } },
  FavouriteToggle: { attr: 'data-state', props: { pressed: true } },
  ReactionPicker: { attr: 'data-state', props: { open: true } },
  Truncate: { attr: 'data-state', props: { expanded: true } },
  FileDrop: { attr: 'data-disabled', props: disabled },
  SelectedChips: { attr: 'data-count', props: { items: ['Mentoring'] } },
  SkillsMultiSelect: { attr: 'data-disabled', props: disabled },
  RichTextEditor: { attr: 'data-disabled', props: disabled },
  FormField: { attr: 'data-label-placement', props: { labelPlacement: 'end' } },
  TextField: { attr: 'data-disabled', props: disabled },
  TextArea: { attr: 'data-disabled', props: disabled },
  Select: { attr: 'data-disabled', props: disabled },
  NumberField: { attr: 'data-disabled', props: disabled },
  YearPicker: { attr: 'data-disabled', props: disabled },
  MonthYearPicker: { attr: 'data-disabled', props: disabled },
  RadioGroup: { attr: 'data-disabled', props: disabled },
  LocationCombobox: { attr: 'data-disabled', props: disabled },
  Checkbox: { attr: 'data-state', props: { checked: true } },
  Switch: { attr: 'data-state', props: { checked: true } },
  CountryCityPicker: { attr: 'data-disabled', props: disabled },
  CountryStatePicker: { attr: 'data-disabled', props: disabled },
  Menu: { attr: 'data-align', props: { align: 'end' } },
  MenuItem: { attr: 'data-variant', props: { destructive: true } },
  Popover: { attr: 'data-align', props: { align: 'end' } },
  Tooltip: { attr: 'data-state', props: { open: false } },
  Tab: { attr: 'data-state', props: { value: 'other' } },
  TabPanel: { attr: 'data-state', props: { value: 'other' } },
  Dialog: { attr: 'data-state', props: kept },
  StepDialog: { attr: 'data-state', props: kept },
  DeleteConfirmDialog: { attr: 'data-state', props: kept },
  LazyDeleteConfirmDialog: { attr: 'data-state', props: kept },
  ImageCropDialog: { attr: 'data-state', props: kept },
  ShareDialog: { attr: 'data-state', props: kept },
  LazyShareDialog: { attr: 'data-state', props: kept },
  ShareImageDialog: { attr: 'data-size', props: { size: 'md' } },
  SharePreview: { attr: 'data-type', props: { target: { type: 'deal', deal: mocks.mockStore.deals[0] } } },
  SharePoster: { attr: 'data-type', props: { target: { type: 'job', job: mocks.mockStore.jobs[0] } } },

  SalaryText: { attr: 'data-state', props: { salary: null } },
  DateText: { attr: 'data-invalid', props: { value: '2024-05-01T10:00:00Z' } },
  RelativeTime: { attr: 'data-invalid', props: { value: '2024-05-01T10:00:00Z' } },
  // admin-kit
  AdminDeleteJobButton: { attr: 'data-size', props: { size: 'md' } },
  AdminSidebarMenu: { attr: 'data-state', props: { collapsed: true } },
  // feed
  PostActions: { attr: 'data-comments', props: { defaultCommentsOpen: true }, remount: true },
  ReactionsSummary: { attr: 'data-state', props: { reactions: [] } },
  PostCard: { attr: 'data-post-type', props: { post: poll } },
  PostBody: { attr: 'data-post-type', props: { post: feedRow('PlainBody').post } },
  // Created now, the poll is open; the table's seeded poll has closed.
  PollBody: { attr: 'data-state', props: { post: { ...poll, created_at: new Date().toISOString() } } },
  MicroblogBody: { attr: 'data-state', props: { expanded: true } },
  MediaGrid: { attr: 'data-count', props: { urls: ['https://example.com/a.png'] } },
  AuthorLine: { attr: 'data-size', props: { size: 'sm' } },
  CommentSection: { attr: 'data-state', settles: true },
  CommentItem: {
    attr: 'data-own',
    props: { comment: { ...comment, user: { ...(comment.user as object), id: session.user?.id } } },
  },
  // Sending until the host's onSend settles: one that never does keeps it there.
  CommentComposer: {
    attr: 'data-state',
    props: { onSend: () => new Promise(() => {}) },
    act: (root) => {
      fireEvent.change(root.querySelector('textarea')!, { target: { value: 'Thanks for sharing' } });
      fireEvent.submit(root);
    },
  },
  Feed: { attr: 'data-state', settles: true },
  FeedView: { attr: 'data-count', props: { feed: { ...feedRow('FeedView').feed, posts: [] } } },
  PostDetail: { attr: 'data-state', settles: true },
  FavoritePosts: { attr: 'data-state', settles: true },
  ComposerFrame: { attr: 'data-state', props: kept },
  AnnouncementComposer: { attr: 'data-state', props: kept },
  MicroblogComposer: { attr: 'data-state', props: kept },
  MultimediaComposer: { attr: 'data-state', props: kept },
  PollComposer: { attr: 'data-state', props: kept },
  PostComposer: { attr: 'data-state', props: kept },
  CreatePostButton: { attr: 'data-variant', props: { variant: 'secondary' } },
  PostReportDialog: { attr: 'data-state', props: kept },
  PostEditDialog: { attr: 'data-state', props: kept },
  ShareToFeedDialog: { attr: 'data-state', props: kept },
  // opportunities
  FreshnessBadge: { attr: 'data-band', props: { deadline: '2000-01-01' } },
  EventCard: { attr: 'data-mode', props: { mode: 'owner' } },
  JobCard: { attr: 'data-padding', props: { padding: 'lg' } },
  ExternalJobCard: { attr: 'data-padding', props: { padding: 'lg' } },
  EmployerJobCard: {
    attr: 'data-posting-type',
    props: { job: { ...mocks.mockStore.jobs[0], posting_type: 'events' } },
  },
  DealCard: { attr: 'data-padding', props: { padding: 'lg' } },
  JobList: { attr: 'data-variant', props: { variant: 'employer' } },
  EventList: { attr: 'data-state', props: { events: [] } },
  DealList: { attr: 'data-state', props: { deals: [] } },
  JobReportDialog: { attr: 'data-state', props: kept },
  DealDialog: { attr: 'data-state', props: kept },
  // profiles
  EducatorProfilePage: { attr: 'data-state', settles: true },
  BusinessProfilePage: { attr: 'data-state', settles: true },
  EndorsementResponsePage: { attr: 'data-state', settles: true },
  LinkCard: { attr: 'data-state', settles: true, props: { previewService: { getPreview: () => Promise.resolve({}) } } },
  EducatorSection: { attr: 'data-editing', props: { editable: true, editing: true } },
  AvailabilitySection: {
    attr: 'data-open-to-work',
    props: { availability: { isOpenToWork: false, isOpenToNetwork: true } },
  },
  PreferredJobsSection: editMode,
  LocationsWantedSection: editMode,
  AdditionalSkillsSection: editMode,
  WorkExperienceSection: editMode,
  EndorsementsSection: editMode,
  EventGallery: editMode,
  EducationList: editMode,
  CompanyHeader: { attr: 'data-editable', props: editable },
  WhoWeAre: { attr: 'data-editable', props: editable },
  Credentials: { attr: 'data-editable', props: editable },
  Team: { attr: 'data-editable', props: editable },
  BusinessLinks: { attr: 'data-editable', props: editable },
  ProfileSummaryCard: { attr: 'data-share-mode', props: { shareMode: true } },
  ProfileHero: { attr: 'data-shape', props: { shape: 'square' } },
  WorkExperienceCard: {
    attr: 'data-current',
    props: {
      item: {
        ...tableProps('@edupassport/profiles', 'WorkExperienceCard').item,
        end_date: '2020-01-01',
        is_current: false,
      },
    },
  },
  StarRating: { attr: 'data-value', props: { value: 2 } },
  KeyDetailsDialog: { attr: 'data-state', props: kept },
  ProfileDialog: { attr: 'data-state', props: kept },
  EndorsementRequestWizard: { attr: 'data-size', props: { size: 'lg' } },
  ProfilePictureDialog: { attr: 'data-state', props: kept },
  BannerDialog: { attr: 'data-state', props: kept },
};

/** Whether an export is a React component: a capitalised function that is not a plain class, or a forwardRef/memo/lazy object. */
function isComponent(name: string, value: unknown): value is ComponentType<Record<string, unknown>> {
  if (!/^[A-Z]/.test(name) || /^[A-Z0-9_]+$/.test(name)) return false;
  if (typeof value === 'function') {
    if ((value as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) return true;
    return !/^class[\s{]/.test(Function.prototype.toString.call(value));
  }
  const exotic = ['react.forward_ref', 'react.memo', 'react.lazy'].map((key) => Symbol.for(key));
  return Boolean(value) && typeof value === 'object' && exotic.includes((value as { $$typeof: symbol }).$$typeof);
}

const rows = Object.entries(entries).flatMap(([pkg, entry]) =>
  Object.entries(entry)
    .filter(([name, value]) => isComponent(name, value) && !NOT_DOM_COMPONENTS[pkg]?.includes(name))
    .map(([name, Component]) => ({ pkg, name, Component: Component as ComponentType<Record<string, unknown>> })),
);

function element(
  pkg: string,
  name: string,
  Component: ComponentType<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
  queryClient = createTestQueryClient(),
) {
  const wrap = wrappers[pkg]?.[name] ?? ((e: ReactElement) => e);
  return createElement(
    ui.EduProvider,
    { client, session, queryClient },
    wrap(createElement(Component, { ...props[pkg]?.[name], ...extra })),
  );
}

const dataAttributes = (el: Element | null) =>
  [...(el?.attributes ?? [])].filter((a) => a.name.startsWith('data-') && !NOT_STATE.includes(a.name));

/** Where the text a component shows is not its record's name: what it shows instead. */
const SERVER_TEXT: Record<string, (given: Record<string, unknown>) => string[]> = {
  // The post's actions: its reactions' emoji, not its title.
  PostActions: ({ post }) => (post as { reactions: { reaction_type: string }[] }).reactions.map((r) => r.reaction_type),
};

/** Text a reader should find in a component's server output: the strings its props give, and the records' names. */
function expectedText(name: string, given: Record<string, unknown> = {}): string[] {
  if (SERVER_TEXT[name]) return SERVER_TEXT[name](given);
  const texts: string[] = [];
  for (const key of ['children', 'title', 'label', 'name', 'alt', 'description', 'jobTitle', 'html']) {
    if (typeof given[key] === 'string' && given[key]) texts.push(given[key] as string);
  }
  for (const value of Object.values(given)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const record = value as Record<string, unknown>;
    for (const key of ['title', 'full_name', 'first_name', 'name', 'headline', 'company_name', 'country']) {
      if (typeof record[key] === 'string' && record[key]) texts.push(record[key] as string);
    }
  }
  return texts.map((text) => text.replace(/<[^>]*>/g, '').trim()).filter(Boolean);
}

beforeAll(() => {
  mocks.resetMocks();
});

/** What one mount of a component shows, read while it is mounted: the checks below look at it afterwards. */
interface Seen {
  /** The ref's value while mounted. */
  ref: unknown;
  /** The root as the checks define it (a popup's panel, a field's wrapper, else the element with the rest props). */
  root: Element | null;
  /** The element the rest props landed on. */
  target: Element | null;
  /** The root's parent while mounted. */
  parent: Element | null;
  /** The provider's own element, which holds what the component renders in place. */
  scope: Element | null;
  /** Whether the provider's element held the root. */
  inScope: boolean;
  /** Panels with a popup role that the mount showed, in place or portalled. */
  popups: Element[];
  /** The root's classes, and those it has without a given className. */
  classes: string[];
  ownClasses: string[];
  /** The state attribute's value before and after the change its STATE row names. */
  state: [string | null, string | null] | null;
  /** The root's data-* attributes that are not a part name or the theme. */
  data: string[];
  /** axe's violations, one line each. */
  violations: string;
}

describe('every public component is in this suite', () => {
  it('lists every PascalCase component export, or names it as not a DOM component', () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const [pkg, names] of Object.entries(NOT_DOM_COMPONENTS)) {
      for (const name of names) expect(isComponent(name, entries[pkg]?.[name]), `${pkg} ${name}`).toBe(true);
    }
    for (const name of [...CONTROLS, ...POPUPS, ...Object.keys(NOT_APPLICABLE), ...Object.keys(STATE)])
      expect(
        rows.some((row) => row.name === name),
        name,
      ).toBe(true);
  });

  it('gives every component with state a row that changes it, or names why it has none', () => {
    const missing = rows.filter(({ name }) => !STATE[name] && !NOT_APPLICABLE[name]?.state).map((row) => row.name);
    expect(missing).toEqual([]);
  });
});

describe.each(rows)('$pkg $name', ({ pkg, name, Component }) => {
  const field = CONTROLS.includes(name);
  const popup = POPUPS.includes(name);
  const wrapped = Boolean(wrappers[pkg]?.[name]);
  const stateRow = STATE[name];
  const given = {
    className: 'conformance-class',
    'data-testid': 'conformance-target',
    'data-x': 'rest',
  };
  const findRoot = (scope: Element | null) => {
    if (popup) {
      // The panel with the role, wherever it is portalled; the trigger of a menu or popover is not it.
      const panels = [...document.body.querySelectorAll(POPUP_SELECTOR)];
      return panels.length === 1 ? panels[0]! : null;
    }
    if (field) return scope?.firstElementChild ?? null;
    return document.querySelector('[data-testid="conformance-target"]');
  };
  const mount = async (overrides: Record<string, unknown> = {}) => {
    const ref = createRef<Element>();
    const queryClient = createTestQueryClient();
    const all = { ref, ...given, ...overrides };
    const utils = render(element(pkg, name, Component, all, queryClient));
    await act(async () => {});
    // A part that downloads on first render (the rich-text editor) arrives a few ticks later; a component that never
    // renders the target fails the checks below, which say what is missing.
    await waitFor(() => expect(document.querySelector('[data-testid="conformance-target"]')).not.toBeNull()).catch(
      () => undefined,
    );
    // The provider's own element (display: contents) holds what the component renders in place.
    const scope = utils.container.querySelector('[data-edu-theme]');
    const change = async (more: Record<string, unknown>) => {
      utils.rerender(element(pkg, name, Component, { ...all, ...more }, queryClient));
      await act(async () => {});
    };
    return { ...utils, ref, scope, change };
  };

  /** The state attribute before and after the change its row names. */
  const readState = async (
    row: StateRow,
    mounted: NonNullable<typeof live>,
    before: Element | null,
  ): Promise<[string | null, string | null]> => {
    if (row.settles) {
      mounted.unmount();
      const utils = render(element(pkg, name, Component, { ...given, ...row.props }));
      live = utils;
      const first = findRoot(utils.container.querySelector('[data-edu-theme]'))?.getAttribute(row.attr) ?? null;
      // Waits for the change, not an amount of time: an attribute that never moves fails here.
      await waitFor(
        () =>
          expect(findRoot(utils.container.querySelector('[data-edu-theme]'))?.getAttribute(row.attr) ?? null).not.toBe(
            first,
          ),
        { timeout: 3000 },
      ).catch(() => undefined);
      const after = findRoot(utils.container.querySelector('[data-edu-theme]'))?.getAttribute(row.attr) ?? null;
      return [first, after];
    }
    const value = before?.getAttribute(row.attr) ?? null;
    if (row.remount || !('change' in mounted)) {
      mounted.unmount();
      const again = await mount(row.props);
      live = again;
      return [value, findRoot(again.scope)?.getAttribute(row.attr) ?? null];
    }
    await mounted.change(row.props ?? {});
    if (row.act) {
      const root = findRoot(mounted.scope);
      if (root) row.act(root);
      await act(async () => {});
    }
    return [value, findRoot(mounted.scope)?.getAttribute(row.attr) ?? null];
  };

  // One mount serves every check, instead of one mount per check: the mounts are most of this suite's time. The
  // state change is a rerender of it.
  let seen: Seen;
  /** The mount the checks read, until the state change is read from it; unmounted after all. */
  let live: Awaited<ReturnType<typeof mount>> | { unmount: () => void } | null = null;
  beforeAll(async () => {
    const mounted = await mount();
    live = mounted;
    const { ref, scope, container } = mounted;
    const root = findRoot(scope);
    const target = document.querySelector('[data-testid="conformance-target"]');
    const popups = [...document.body.querySelectorAll(POPUP_SELECTOR)];
    // Contrast needs real layout and colours: the story tests check it in Chromium. A component is not a page:
    // the page-level rule that all content sits in landmarks is the host's.
    const results = await axe.run(document.body.contains(container) ? document.body : container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    const classes = [...(root?.classList ?? [])];
    // Its own classes: the same mount without the className (a second mount may be in another state, with a
    // style class of that state).
    await mounted.change({ className: undefined });
    const ownClasses = [...(findRoot(scope)?.classList ?? [])];
    await mounted.change({ className: given.className });
    seen = {
      ref: ref.current,
      root,
      target,
      parent: root?.parentElement ?? null,
      scope,
      inScope: Boolean(root && scope?.contains(root)),
      popups,
      classes,
      ownClasses,
      data: dataAttributes(root).map((a) => `${a.name}=${a.value}`),
      state: null,
      violations: results.violations
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        .join('\n'),
    };
  });
  // Its own hook, with its own time: a change can load a part the first mount did not need (another post body).
  beforeAll(async () => {
    if (stateRow && live) seen.state = await readState(stateRow, live, seen.root);
  });
  afterAll(() => {
    live?.unmount();
    live = null;
  });

  /** A check that applies, or a test that shows why it does not and asserts the reason. */
  const check = (key: Check, title: string, test: () => unknown, reasonHolds: () => unknown) => {
    const reason =
      NOT_APPLICABLE[name]?.[key] ??
      (key === 'root' && wrapped ? 'a part that sits where its parent puts it' : undefined);
    if (reason) it(`${key}: not applicable: ${reason}`, reasonHolds);
    else it(title, test);
  };
  const noReason = () => {
    throw new Error(`${name} has no not-applicable reason for this check`);
  };

  check(
    'ref',
    field ? 'forwards its ref to its control, inside its root' : 'forwards its ref to its root DOM element',
    () => {
      const { ref, root, target } = seen;
      // An element: an icon's root is an <svg>.
      expect(ref).toBeInstanceOf(Element);
      expect(root).not.toBeNull();
      expect(ref).toBe(field ? target : root);
      if (field) {
        expect(root).not.toBe(target);
        expect(root?.contains(target)).toBe(true);
      }
    },
    noReason,
  );

  check(
    'className',
    'merges a given className with its own on its root',
    () => {
      const { root, classes, ownClasses } = seen;
      expect(root).not.toBeNull();
      expect([...classes].sort()).toEqual([...ownClasses, 'conformance-class'].sort());
    },
    noReason,
  );

  check(
    'root',
    popup ? 'its root is its panel with the role, open' : 'its root is its outermost element',
    () => {
      const { root, parent, scope, inScope, popups } = seen;
      if (popup) {
        // Rendered open, exactly one panel carries the role: that panel is the root (whatever holds it).
        expect(popups).toHaveLength(1);
        expect(root).toBe(popups[0]);
        return;
      }
      expect(root).not.toBeNull();
      // A panel with a popup role that is not listed in POPUPS would be checked as if it were in place.
      expect(popups.filter((panel) => panel === root || !scope?.contains(panel))).toEqual([]);
      // In place, the provider's element holds it; portalled whole (the toast region), the portal's does.
      expect(parent).toBe(inScope ? scope : document.body);
    },
    () => {
      // It does sit inside something of its own or its parent's, not directly in the provider's element.
      const { root, parent, scope } = seen;
      expect(root).not.toBeNull();
      expect(parent).not.toBe(scope);
    },
  );

  check(
    'rest',
    field ? 'spreads rest props onto its control' : 'spreads rest props onto its root',
    () => {
      const { ref, target, root } = seen;
      expect(target).not.toBeNull();
      expect(target).toHaveAttribute('data-x', 'rest');
      expect(ref).toBe(target);
      if (!field) expect(target).toBe(root);
    },
    noReason,
  );

  check(
    'state',
    stateRow
      ? `exposes its state as ${stateRow.attr} on its root, following ${stateRow.settles ? 'what it loads' : Object.keys(stateRow.props ?? {}).join(', ')}`
      : 'exposes its state as data-* attributes on its root',
    () => {
      // A row is required: a data-* attribute that never changes (an icon's name) is not a state.
      expect(stateRow, `${name} needs a STATE row, or a not-applicable reason`).toBeDefined();
      const [before, after] = seen.state!;
      expect(before ?? after, `${stateRow!.attr} on the root`).not.toBeNull();
      expect(after).not.toBe(before);
    },
    () => {
      // What the root carries is the same for every use: no data-* beyond a part name or an icon's name.
      const { root, data } = seen;
      expect(root).not.toBeNull();
      expect(data).toEqual(Object.entries(CONSTANT_DATA[name] ?? {}).map(([attr, value]) => `${attr}=${value}`));
      if (root?.hasAttribute('data-icon')) expect(`${root.getAttribute('data-icon')}Icon`).toBe(name);
    },
  );

  check(
    'ssr',
    SERVER_NOTHING.includes(name)
      ? `renders on the server nothing of its panel${TRIGGERED.includes(name) ? ', with its trigger' : ''}`
      : 'renders on the server its root with the given props and the text its props give',
    () => {
      const html = renderToString(element(pkg, name, Component, given));
      const server = document.createElement('div');
      server.innerHTML = html;
      server.querySelectorAll('style').forEach((style) => style.remove());
      const text = server.textContent ?? '';
      // What a reader meets: the text, and the names given by alt and aria-label.
      const readable = [
        text,
        ...[...server.querySelectorAll('[alt], [aria-label]')].map(
          (el) => `${el.getAttribute('alt') ?? ''} ${el.getAttribute('aria-label') ?? ''}`,
        ),
      ].join(' ');
      const attributes = [...server.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
      for (const bad of ['undefined', '[object Object]', 'NaN']) {
        expect(text, `text ${bad}`).not.toContain(bad);
        expect(
          attributes.filter((value) => value.includes(bad)),
          `attributes ${bad}`,
        ).toEqual([]);
      }
      if (SERVER_NOTHING.includes(name)) {
        // Dialogs and popups portal once mounted in a browser: the server sends nothing of the panel that shows (a
        // tooltip's hidden text may be there, for its trigger's aria-describedby).
        const shown = [...server.querySelectorAll(`${POPUP_SELECTOR}, [data-testid="conformance-target"]`)].filter(
          (el) => !el.closest('[hidden]'),
        );
        expect(shown).toEqual([]);
        if (TRIGGERED.includes(name)) expect(text).toContain('Actions');
        return;
      }
      const target = server.querySelector('[data-testid="conformance-target"]');
      expect(target, 'the element with the rest props').not.toBeNull();
      expect(target).toHaveAttribute('data-x', 'rest');
      const root = field ? server.querySelector('[data-edu-theme]')?.firstElementChild : target;
      expect(root?.classList.contains('conformance-class'), 'className on the root').toBe(true);
      const texts = expectedText(name, props[pkg]?.[name]);
      // Something a reader meets: the text the props give; or, given none, some text or an accessible name.
      if (texts.length)
        expect(
          texts.filter((t) => readable.includes(t)),
          `${texts.join(' | ')} in: ${readable.slice(0, 300)}`,
        ).not.toEqual([]);
      else
        expect(
          readable.trim() ||
            // A placeholder: hidden from assistive tech, or a busy status.
            root?.closest('[aria-hidden="true"], [aria-busy="true"], [role="status"]') ||
            root?.querySelector('[aria-hidden="true"]') ||
            root?.querySelector('svg, img, input, textarea, select, [role="img"]') ||
            root?.matches('svg, img, input, [role="img"]') ||
            root?.getAttribute('aria-label'),
          'server output a reader meets',
        ).toBeTruthy();
    },
    noReason,
  );

  check('axe', 'has no axe violations', () => expect(seen.violations).toBe(''), noReason);
});

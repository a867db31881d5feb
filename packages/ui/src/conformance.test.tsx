import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { createElement, createRef, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import * as mocks from '@edupassport/api-client/mocks';
import * as adminKit from '@edupassport/admin-kit';
import * as feed from '@edupassport/feed';
import * as opportunities from '@edupassport/opportunities';
import * as profiles from '@edupassport/profiles';
import * as ui from '@edupassport/ui';
import { renderProps, renderWrappers } from '../../../scripts/render-props.mjs';
import { createTestQueryClient } from '../../../test-support/queryClient';

/*
 * One conformance suite over every public component of every package: it forwards its ref to its root DOM element,
 * merges a given className with its own, spreads rest props onto that root, exposes its state as data-* attributes,
 * renders with renderToString, and has no axe violations. The props each component needs come from the table the
 * built-package check uses (scripts/render-props.mjs), so one table serves both.
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

type Check = 'ref' | 'className' | 'rest' | 'state' | 'ssr' | 'axe';

/**
 * Checks a component fails today, each with the reason: they run as expected failures (`it.fails`), so fixing a
 * component turns its row red until the row is removed. Dialogs and popups closed by default render nothing to
 * check; several rows are the table's minimal props (a Button without a label fails axe's button-name).
 */
const KNOWN_FAILURES: Record<string, Partial<Record<Check, string>>> = {
  Button: { axe: 'axe: button-name' },
  IconButton: { axe: 'axe: button-name' },
  RichTextEditor: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ImageWithFallback: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  TextField: {
    className: 'className lands on an inner element, not the root',
    state: 'no data-* state attribute on its root',
    axe: 'axe: label',
  },
  TextArea: {
    className: 'className lands on an inner element, not the root',
    state: 'no data-* state attribute on its root',
    axe: 'axe: label',
  },
  Select: { className: 'className lands on an inner element, not the root' },
  Checkbox: { className: 'className lands on an inner element, not the root', axe: 'axe: label' },
  Switch: { className: 'className lands on an inner element, not the root', axe: 'axe: label' },
  NumberField: {
    className: 'className lands on an inner element, not the root',
    state: 'no data-* state attribute on its root',
    axe: 'axe: label',
  },
  YearPicker: { className: 'className lands on an inner element, not the root', axe: 'axe: aria-input-field-name' },
  DeleteConfirmDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  LazyDeleteConfirmDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  Dialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  StepDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  Menu: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  Popover: {
    ref: 'closed by default: its panel renders on first open, in a portal',
    className: 'closed by default: no panel to take the given props',
    rest: 'closed by default: no panel to take the rest props',
    state: 'closed by default: no panel to carry data-state',
  },
  MenuItem: { axe: 'axe: aria-required-parent, button-name (outside an open Menu)' },
  MenuSeparator: { state: 'no data-* state attribute on its root' },
  TabList: { state: 'no data-* state attribute on its root' },
  Tab: { axe: 'axe: aria-required-parent, aria-valid-attr-value (aria-controls names a panel not rendered)' },
  ToastRegion: { axe: "axe: landmark-unique (a second region with the same name: the provider's own)" },
  EmptyState: { state: 'no data-* state attribute on its root', axe: 'axe: empty-heading' },
  Carousel: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ReactionPicker: { className: 'className lands on an inner element, not the root' },
  FileDrop: { state: 'no data-* state attribute on its root' },
  LazyShareDialog: {
    ref: "throws with the table's props: Cannot read properties of undefined (reading 'type')",
    className: "throws with the table's props: Cannot read properties of undefined (reading 'type')",
    rest: "throws with the table's props: Cannot read properties of undefined (reading 'type')",
    state: "throws with the table's props: Cannot read properties of undefined (reading 'type')",
    axe: "throws with the table's props: Cannot read properties of undefined (reading 'type')",
  },
  ShareDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  SharePreview: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ShareImageDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  LocationCombobox: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ImageCropDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  SalaryText: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  AdminSidebarMenu: { state: 'no data-* state attribute on its root' },
  PostBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  AnnouncementBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  MultimediaBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PollBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  MicroblogBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  SharedPostBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PlainBody: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  MediaGrid: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  AuthorLine: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  CommentItem: { state: 'no data-* state attribute on its root', axe: 'axe: listitem' },
  CommentComposer: { axe: 'axe: button-name' },
  PostReportDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PostEditDialog: {
    ref: 'its ref is not the element that takes the rest props',
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ShareToFeedDialog: {
    ref: 'its ref is not the element that takes the rest props',
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PostCardSkeleton: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ComposerFrame: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  AnnouncementComposer: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PollComposer: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PostComposer: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  MicroblogComposer: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  MultimediaComposer: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  JobReportDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  DealDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  EducatorSection: { axe: 'axe: empty-heading' },
  KeyDetailsDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  PreferredJobsSection: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  LocationsWantedSection: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  AdditionalSkillsSection: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ProfileDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  WorkExperienceSection: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  WorkExperienceWizard: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  WorkExperienceCard: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  EndorsementsSection: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  EndorsementRequestWizard: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  EndorsementCard: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ResumeSection: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  EducationList: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  StarRating: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  ProfilePictureDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
  BannerDialog: {
    ref: "no element gets its ref (closed with the table's props, or not forwarded)",
    className: 'no root element takes the given props',
    rest: 'rest props (data-*) reach no root element',
    state: 'no data-* state attribute on its root',
  },
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

const props = renderProps(mocks, { ui });
const wrappers = renderWrappers({ ui });
const client = createApiClient({ baseUrl: 'http://api.test' });
const session: ui.EduSession = { user: mocks.mockSession.current() as ui.EduUser | null, isAdmin: false };

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
) {
  const wrap = wrappers[pkg]?.[name] ?? ((e: ReactElement) => e);
  return createElement(
    ui.EduProvider,
    { client, session, queryClient: createTestQueryClient() },
    wrap(createElement(Component, { ...props[pkg]?.[name], ...extra })),
  );
}

const check = (name: string, key: Check) => (KNOWN_FAILURES[name]?.[key] ? it.fails : it);

describe('every public component is in this suite', () => {
  it('lists every PascalCase component export, or names it as not a DOM component', () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const [pkg, names] of Object.entries(NOT_DOM_COMPONENTS)) {
      for (const name of names) expect(isComponent(name, entries[pkg]?.[name]), `${pkg} ${name}`).toBe(true);
    }
    for (const name of Object.keys(KNOWN_FAILURES))
      expect(
        rows.some((row) => row.name === name),
        name,
      ).toBe(true);
  });
});

beforeAll(() => {
  mocks.resetMocks();
});

describe.each(rows)('$pkg $name', ({ pkg, name, Component }) => {
  const mount = async (overrides: Record<string, unknown> = {}) => {
    const ref = createRef<Element>();
    const given = {
      ref,
      className: 'conformance-class',
      'data-testid': 'conformance-root',
      'data-x': 'rest',
      ...overrides,
    };
    const utils = render(element(pkg, name, Component, given));
    // Parts that load on first use settle in a microtask or two.
    await act(async () => {});
    return { ref, root: document.querySelector('[data-testid="conformance-root"]'), ...utils };
  };

  check(name, 'ref')('forwards its ref to its root DOM element', async () => {
    const { ref, root } = await mount();
    // An element: an icon's root is an <svg>.
    expect(ref.current).toBeInstanceOf(Element);
    expect(ref.current).toBe(root);
  });

  check(name, 'className')('merges a given className with its own', async () => {
    const { root: plain, unmount } = await mount({ className: undefined });
    const own = [...(plain?.classList ?? [])];
    unmount();
    const { root } = await mount();
    expect(root).not.toBeNull();
    expect([...root!.classList].sort()).toEqual([...own, 'conformance-class'].sort());
  });

  check(name, 'rest')('spreads rest props onto its root', async () => {
    const { ref, root } = await mount();
    expect(root).not.toBeNull();
    expect(root).toHaveAttribute('data-x', 'rest');
    expect(ref.current).toBe(root);
  });

  check(name, 'state')('exposes its state as data-* attributes on its root', async () => {
    const { root } = await mount();
    const own = [...(root?.attributes ?? [])]
      .map((a) => a.name)
      .filter((a) => a.startsWith('data-') && a !== 'data-testid' && a !== 'data-x');
    expect(own).not.toEqual([]);
  });

  check(name, 'ssr')('renders with renderToString', () => {
    expect(typeof renderToString(element(pkg, name, Component))).toBe('string');
  });

  check(name, 'axe')('has no axe violations', async () => {
    const { container } = await mount();
    // Contrast needs real layout and colours: the story tests check it in Chromium. A component is not a page:
    // the page-level rule that all content sits in landmarks is the host's.
    const results = await axe.run(document.body.contains(container) ? document.body : container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n'),
    ).toBe('');
  });
});

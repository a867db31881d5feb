import { act, render, waitFor } from '@testing-library/react';
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
 * built-package check uses (scripts/render-props.mjs), so one table serves both: the props a product team passes
 * (labels, the records a card shows, dialogs and popups open).
 *
 * The root is the component's outermost element; for a dialog or popup it is the panel that carries the role (an
 * open dialog's root is its panel in the portal, not the backdrop). A component that is one control in a wrapper
 * (CONTROLS) has its wrapper as the root and gives its ref and rest props to the control. The same rules are in
 * the ui README's "Conventions".
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

/**
 * Dialogs and popups: their root is the panel that carries the role (the dialog, not the backdrop around it; the
 * menu or tooltip, not its trigger), portalled or in place. The table opens them, as a host does after a click.
 */
const POPUP_ROLES = ['dialog', 'alertdialog', 'menu', 'tooltip'];

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

/**
 * Checks that do not apply to a component, each with the reason; only that check is left out for it. Everything
 * else runs, and a component that fails a check is fixed, not listed.
 */
const NOT_APPLICABLE: Record<string, Partial<Record<Check, string>>> = {
  CardHeader: { state: 'no state: a layout slot of Card' },
  CardBody: { state: 'no state: a layout slot of Card' },
  CardFooter: { state: 'no state: a layout slot of Card' },
  CardMedia: { state: 'no state: a layout slot of Card' },
  MenuSeparator: { state: 'no state: a divider between menu items' },
  EmptyState: { state: 'no state: a static message (its action button has its own)' },
  PostCardSkeleton: { state: 'no state: a placeholder that only exists while posts load' },
  EndorsementCard: { state: "no state of its own: see more/less is its Truncate's (data-state there)" },
  CreatePostButton: { root: 'its root is the button; the menu it opens wraps that button in its anchor' },
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

/** Registers no test: for a check that does not apply (so nothing is skipped or expected to fail). */
const none = (_title: string, _test: () => unknown) => undefined;
const check = (name: string, key: Check) => (NOT_APPLICABLE[name]?.[key] ? none : it);

describe('every public component is in this suite', () => {
  it('lists every PascalCase component export, or names it as not a DOM component', () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const [pkg, names] of Object.entries(NOT_DOM_COMPONENTS)) {
      for (const name of names) expect(isComponent(name, entries[pkg]?.[name]), `${pkg} ${name}`).toBe(true);
    }
    for (const name of [...CONTROLS, ...Object.keys(NOT_APPLICABLE)])
      expect(
        rows.some((row) => row.name === name),
        name,
      ).toBe(true);
  });
});

beforeAll(() => {
  mocks.resetMocks();
});

/** What one mount of a component shows, read while it is mounted: the checks below look at it afterwards. */
interface Seen {
  /** The ref's value while mounted. */
  ref: unknown;
  /** The root as the checks define it (a field's wrapper, else the element with the rest props). */
  root: Element | null;
  /** The element the rest props landed on. */
  target: Element | null;
  /** The root's parent while mounted. */
  parent: Element | null;
  /** The provider's own element, which holds what the component renders in place. */
  scope: Element | null;
  /** Whether the provider's element held the root. */
  inScope: boolean;
  /** The root's classes without a given className. */
  ownClasses: string[];
  /** axe's violations, one line each. */
  violations: string;
}

describe.each(rows)('$pkg $name', ({ pkg, name, Component }) => {
  const field = CONTROLS.includes(name);
  const wrapped = Boolean(wrappers[pkg]?.[name]);
  const mount = async (overrides: Record<string, unknown> = {}) => {
    const ref = createRef<Element>();
    const given = {
      ref,
      className: 'conformance-class',
      'data-testid': 'conformance-target',
      'data-x': 'rest',
      ...overrides,
    };
    const utils = render(element(pkg, name, Component, given));
    await act(async () => {});
    // A part that downloads on first render (the rich-text editor) arrives a few ticks later; a component that never
    // renders the target fails the checks below, which say what is missing.
    await waitFor(() => expect(document.querySelector('[data-testid="conformance-target"]')).not.toBeNull()).catch(
      () => undefined,
    );
    // The provider's own element (display: contents) holds what the component renders in place.
    const scope = utils.container.querySelector('[data-edu-theme]');
    // Where the rest props landed: the root, or a field's control.
    const target = document.querySelector('[data-testid="conformance-target"]');
    const root = field ? (scope?.firstElementChild ?? null) : target;
    return { ref, root, target, scope, ...utils };
  };

  // Two mounts serve every check (one without a className, to learn the component's own classes), instead of one
  // mount per check: the mounts were most of this suite's time.
  let seen: Seen;
  beforeAll(async () => {
    const plain = await mount({ className: undefined });
    const ownClasses = [...(plain.root?.classList ?? [])];
    plain.unmount();
    const { ref, root, target, scope, container, unmount } = await mount();
    // Contrast needs real layout and colours: the story tests check it in Chromium. A component is not a page:
    // the page-level rule that all content sits in landmarks is the host's.
    const results = await axe.run(document.body.contains(container) ? document.body : container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    seen = {
      ref: ref.current,
      root,
      target,
      parent: root?.parentElement ?? null,
      scope,
      inScope: Boolean(root && scope?.contains(root)),
      ownClasses,
      violations: results.violations
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        .join('\n'),
    };
    unmount();
  });

  check(name, 'ref')(
    field ? 'forwards its ref to its control, inside its root' : 'forwards its ref to its root DOM element',
    () => {
      const { ref, root, target } = seen;
      // An element: an icon's root is an <svg>.
      expect(ref).toBeInstanceOf(Element);
      expect(ref).toBe(field ? target : root);
      if (field) {
        expect(root).not.toBe(target);
        expect(root?.contains(target)).toBe(true);
      }
    },
  );

  check(name, 'className')('merges a given className with its own on its root', () => {
    const { root, ownClasses } = seen;
    expect(root).not.toBeNull();
    expect([...root!.classList].sort()).toEqual([...ownClasses, 'conformance-class'].sort());
  });

  // A part rendered inside its parent (a tab in its tab list) sits where the parent puts it.
  (wrapped ? none : check(name, 'root'))('its root is its outermost element', () => {
    const { root, parent, scope, inScope } = seen;
    expect(root).not.toBeNull();
    if (POPUP_ROLES.includes(root!.getAttribute('role') ?? '')) {
      // A dialog or popup: the panel that carries the role, whatever holds it (a backdrop, a portal layer).
      return;
    }
    // In place, the provider's element holds it; portalled whole (the toast region), the portal's does.
    expect(parent).toBe(inScope ? scope : document.body);
  });

  check(name, 'rest')(field ? 'spreads rest props onto its control' : 'spreads rest props onto its root', () => {
    const { ref, target } = seen;
    expect(target).not.toBeNull();
    expect(target).toHaveAttribute('data-x', 'rest');
    expect(ref).toBe(target);
  });

  check(name, 'state')('exposes its state as data-* attributes on its root', () => {
    const { root } = seen;
    expect(root).not.toBeNull();
    const own = [...root!.attributes]
      .map((a) => a.name)
      // data-part names a part, not a state.
      .filter((a) => a.startsWith('data-') && !['data-testid', 'data-x', 'data-part'].includes(a));
    expect(own).not.toEqual([]);
  });

  check(name, 'ssr')('renders with renderToString', () => {
    expect(typeof renderToString(element(pkg, name, Component))).toBe('string');
  });

  check(name, 'axe')('has no axe violations', () => {
    expect(seen.violations).toBe('');
  });
});

/**
 * Rollup plugin: puts `"use client"` on the built modules that need the browser or React state, and on no other, so
 * a React Server Component (Next.js App Router) can import and call the pure helpers (URL and salary formatting,
 * the sanitizer's no-DOM path, the rules, the query keys, the strings) from any entry, while each component or hook
 * it renders becomes a client reference. Works with `output.preserveModules`: one output module per source module,
 * decided from that module's own code (after the TypeScript transform, so type-only imports are gone).
 *
 * A module is a client module when any of:
 * - its source starts with a `"use client"` directive (the escape hatch for what the rules below cannot see);
 * - it imports a hook (`use`, `useX`, from React, TanStack Query or our own modules), `createContext`, `Component`,
 *   `PureComponent` or `lazy`, or uses them through a `React` namespace import;
 * - it imports a browser-only or stateful package: react-dom, styled-components, downshift, prosemirror-*,
 *   react-easy-crop, html-to-image (not dompurify: without a DOM it says so, and the sanitizer's server path uses that);
 * - it reads a browser global (`window`, `document`, `navigator`, `localStorage`, `sessionStorage`) other than in a
 *   `typeof` guard;
 * - it has code of its own and statically imports a binding defined in a client module of this package, followed
 *   through barrels (a server component would get a client reference there, which it cannot call or pass functions
 *   to). Dynamic `import()`s do not count: they load later.
 * A barrel (only `import`/`export ... from` statements) is never a client module: it only re-exports.
 */

// `lazy`: the kit's on-demand parts are client concerns (their loading and Try again states live in the browser).
const REACT_CLIENT_APIS = new Set(['createContext', 'Component', 'PureComponent', 'lazy']);
const isHookName = (name) => /^use(?:[A-Z0-9]|$)/.test(name);
const CLIENT_PACKAGES = /^(?:react-dom|styled-components|downshift|prosemirror-[\w-]+|react-easy-crop|html-to-image)(?:\/|$)/;
const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'localStorage', 'sessionStorage']);
const DIRECTIVE = '"use client";';

/** Calls `visit(node, parent)` for every node of an ESTree AST. */
function walk(node, parent, visit) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, node, visit);
    } else if (value && typeof value.type === 'string') {
      walk(value, node, visit);
    }
  }
}

/** Whether an identifier is a reference to a variable (not a property name, not a key). */
function isReference(node, parent) {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && parent.key === node && !parent.computed) return false;
  return true;
}

/**
 * What a module's own code says, before looking at what it imports: `{ reason, barrel, imports, reexports, stars }`,
 * where `imports` are `{ source, names }` (`names` null for a namespace import) and, for a barrel, `reexports` maps an
 * exported name to `{ source, name }` and `stars` lists its `export * from` sources.
 */
function analyse(ast) {
  // The leading directives: esbuild adds "use strict" under a strict tsconfig; a source's own "use client" is among them.
  const directives = ast.body.filter((node) => node.type === 'ExpressionStatement' && typeof node.directive === 'string');
  const body = ast.body.slice(directives.length);
  const barrel = body.every(
    (node) => node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && !node.declaration),
  );
  const imports = [];
  const locals = new Map();
  const reexports = new Map();
  const stars = [];
  const reactNamespaces = new Set();
  let reason = directives.some((node) => node.directive === 'use client') ? 'a "use client" directive' : null;
  const nameOf = (node) => node.name ?? node.value;
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const source = node.source.value;
      const names = [];
      if (CLIENT_PACKAGES.test(source)) reason ??= `imports ${source}`;
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          const name = nameOf(specifier.imported);
          names.push(name);
          locals.set(specifier.local.name, { source, name });
          if (isHookName(name) || (source === 'react' && REACT_CLIENT_APIS.has(name))) reason ??= `imports ${name} from ${source}`;
        } else {
          if (source === 'react') reactNamespaces.add(specifier.local.name);
          locals.set(specifier.local.name, { source, name: specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*' });
          names.push(specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*');
        }
      }
      imports.push({ source, names: names.includes('*') ? null : names });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) reexports.set(nameOf(node.exported), { source: node.source.value, name: '*' });
      else stars.push(node.source.value);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const specifier of node.specifiers) {
        const target = node.source ? { source: node.source.value, name: nameOf(specifier.local) } : locals.get(specifier.local.name);
        if (target) reexports.set(nameOf(specifier.exported), target);
      }
    }
  }
  if (barrel || reason) return { reason, barrel, imports, reexports, stars };
  walk(ast, null, (node, parent) => {
    if (reason) return;
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && reactNamespaces.has(node.object.name) && !node.computed) {
      const name = node.property.name;
      if (isHookName(name) || REACT_CLIENT_APIS.has(name)) reason = `uses React.${name}`;
    } else if (node.type === 'Identifier' && BROWSER_GLOBALS.has(node.name) && isReference(node, parent)) {
      const guard = parent?.type === 'UnaryExpression' && parent.operator === 'typeof';
      if (!guard) reason = `reads ${node.name}`;
    }
  });
  return { reason, barrel, imports, reexports, stars };
}

/**
 * @param {{ report?: (decisions: Map<string, string | null>) => void }} [options] `report` receives every module's
 *   decision (the reason it is a client module, or null) once every module is parsed.
 */
export function useClient(options = {}) {
  /** id → the module's analysis, with every source resolved to a module id (externals dropped). */
  const modules = new Map();
  /** id → why it is a client module, or null; filled once every module is parsed. */
  let decisions = null;

  // A fixpoint over the import graph: client-ness flows from a module to the non-barrel modules that import a
  // binding of it, through barrels to the module that defines the binding (cycles included), so the result does not
  // depend on the order modules were parsed in.
  function decideAll() {
    const result = new Map([...modules].map(([id, info]) => [id, info.barrel ? null : info.reason]));
    /** The client module a binding comes from, if any; `name` '*' stands for every binding of the module. */
    const clientSource = (id, name, seen = new Set()) => {
      const info = modules.get(id);
      if (!info || seen.has(`${id}#${name}`)) return null;
      seen.add(`${id}#${name}`);
      if (!info.barrel) return result.get(id) ? id : null;
      const targets = name === '*' ? [...info.reexports.values(), ...info.stars.map((source) => ({ source, name: '*' }))] : [info.reexports.get(name) ?? null, ...info.stars.map((source) => ({ source, name }))];
      for (const target of targets) {
        const hit = target && info.resolved.has(target.source) && clientSource(info.resolved.get(target.source), target.name, seen);
        if (hit) return hit;
      }
      return null;
    };
    for (let changed = true; changed; ) {
      changed = false;
      for (const [id, info] of modules) {
        if (result.get(id) || info.barrel) continue;
        for (const { source, names } of info.imports) {
          if (!info.resolved.has(source)) continue;
          const via = (names ?? ['*']).map((name) => clientSource(info.resolved.get(source), name)).find(Boolean);
          if (via) {
            result.set(id, `imports the client module ${via.split('/src/').pop()}`);
            changed = true;
            break;
          }
        }
      }
    }
    return result;
  }

  return {
    name: 'use-client',
    async moduleParsed(info) {
      if (info.isExternal || !info.ast) return;
      const analysis = analyse(info.ast);
      const sources = new Set([...analysis.imports.map((i) => i.source), ...[...analysis.reexports.values()].map((r) => r.source), ...analysis.stars]);
      const resolved = new Map();
      for (const source of sources) {
        const target = await this.resolve(source, info.id);
        if (target && !target.external) resolved.set(source, target.id);
      }
      modules.set(info.id, { ...analysis, resolved });
    },
    // Rollup's own banner: it keeps the source maps aligned and puts the directive before everything else.
    buildEnd() {
      decisions = decideAll();
      options.report?.(decisions);
    },
    banner(chunk) {
      const id = chunk.facadeModuleId ?? chunk.moduleIds[0];
      return id && decisions?.get(id) ? DIRECTIVE : '';
    },
  };
}

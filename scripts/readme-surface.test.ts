import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageEntries } from '../workspace-aliases.ts';

/*
 * The package READMEs name only what exists. Every name a README imports in a code block
 * (`import { A, type B } from '@edupassport/x/sub'`) must be an export of that entry; every name written in prose as
 * code that reads as an export (a component or type in PascalCase, a CONSTANT, a `useHook`, `createThing`,
 * `prefetchThing`, or any `function(args)` written as a call) must be an export of some public entry; and every prop
 * a README lists for a component (a `| prop |` table under the component's heading, "Props: `a`, `b`" in the
 * component's table row, or "- `Component` (`a`, `b`): ...") must be a prop of that component's type.
 * Exports and props are read with the TypeScript compiler from the sources, so types count as exports too.
 */
const root = path.resolve(import.meta.dirname, '..');
const publicEntries = Object.keys(packageEntries).filter((name) => !name.startsWith('@edupassport/internal'));

/**
 * Code in prose that reads like an export but is not one of ours. Kept short: a name here is never checked.
 */
const NOT_EXPORTS = new Set([
  // TanStack Query, React, the platform and the libraries the READMEs explain the kit against.
  'QueryClient',
  'QueryClientProvider',
  'HydrationBoundary',
  'useServerInsertedHTML', // Next.js
  'useCombobox', // downshift
  'setupWorker', // msw
  'getResponse', // msw
  'import', // `import()`
  // Words of the wire: the `Cookie` header, the countries API's `Iso2` field.
  'Cookie',
  'Iso2',
]);

type Surface = {
  exports: Map<string, Set<string>>;
  /** Names of members (properties, methods, object keys) the kit's sources and the platform's types declare. */
  members: Set<string>;
  /** What the platform (DOM, Node) declares globally: `AbortSignal`, `ResizeObserver`, `Infinity`. */
  globals: Set<string>;
  props: (component: string) => Set<string> | undefined;
};

/** Every public entry's export names, and a lookup of a component's props, from one TypeScript program. */
function readSurface(): Surface {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const files = publicEntries.map((entry) => path.join(root, packageEntries[entry]!));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const exports = new Map<string, Set<string>>();
  const symbols = new Map<string, ts.Symbol>();
  for (const entry of publicEntries) {
    const source = program.getSourceFile(path.join(root, packageEntries[entry]!));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry}: no module`);
    const names = new Set<string>();
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      names.add(symbol.name);
      symbols.set(symbol.name, symbol);
    }
    exports.set(entry, names);
  }
  const members = new Set<string>();
  const kitSources = `${path.join(root, 'packages')}${path.sep}`;
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(kitSources) && !program.isSourceFileDefaultLibrary(source)) continue;
    const visit = (node: ts.Node) => {
      if (
        (ts.isPropertySignature(node) ||
          ts.isMethodSignature(node) ||
          ts.isPropertyDeclaration(node) ||
          ts.isMethodDeclaration(node) ||
          ts.isPropertyAssignment(node) ||
          ts.isShorthandPropertyAssignment(node)) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
      )
        members.add(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const anyEntry = program.getSourceFile(files[0]!)!;
  const globals = new Set(
    checker.getSymbolsInScope(anyEntry, ts.SymbolFlags.Value | ts.SymbolFlags.Type).map((symbol) => symbol.name),
  );
  const props = (component: string) => {
    let symbol = symbols.get(component);
    if (!symbol) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) return undefined;
    const [signature] = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    const [parameter] = signature?.getParameters() ?? [];
    if (!parameter) return undefined;
    const type = checker.getTypeOfSymbolAtLocation(parameter, declaration);
    // Controlled and uncontrolled variants are a union: a prop of any of them is a prop.
    const parts = type.isUnion() ? type.types : [type];
    return new Set(parts.flatMap((part) => checker.getPropertiesOfType(part).map((p) => p.name)));
  };
  return { exports, members, globals, props };
}

const readmes = readdirSync(path.join(root, 'packages'))
  .filter((dir) => publicEntries.includes(`@edupassport/${dir}`))
  .map((dir) => ({ dir, text: readFileSync(path.join(root, 'packages', dir, 'README.md'), 'utf8') }));

const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;

/** `import { A, type B as C } from '@edupassport/x'` in the README's code blocks: [entry, name]. */
export function importedNames(markdown: string): [string, string][] {
  const found: [string, string][] = [];
  for (const [, code] of markdown.matchAll(fence)) {
    for (const [, list, entry] of code!.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(@edupassport\/[^']+)'/g)) {
      for (const item of list!.split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) found.push([entry!, name]);
      }
    }
  }
  return found;
}

const isPascal = (name: string) => /^[A-Z][a-z0-9]+[A-Za-z0-9]*$/.test(name);
const isConstant = (name: string) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name);
// `createX` is left out: the client's methods are named so (`posts.createPost`).
const isFactory = (name: string) => /^(use|prefetch)[A-Z]\w*$/.test(name);

/**
 * Code spans of the prose (code blocks left out) that read as an export of the kit: `strict` ones (a PascalCase
 * component or type, a CONSTANT, `useX`, `createX`, `prefetchX`) name an export or a platform global; a call of
 * any other name (`react(postId, emoji)`, `client.x()` is not a call of a name) may also be a member of something
 * the kit declares, a hook's result or a client method.
 */
export function proseNames(markdown: string): { name: string; strict: boolean }[] {
  const prose = markdown.replace(fence, '');
  const names = new Map<string, boolean>();
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    const call = /^([A-Za-z_$][\w$]*)\(.*\)$/.exec(span!);
    const name = call ? call[1]! : /^[A-Za-z_$][\w$]*$/.test(span!) ? span! : undefined;
    if (!name || NOT_EXPORTS.has(name)) continue;
    const strict = isPascal(name) || isConstant(name) || isFactory(name);
    if (strict || call) names.set(name, strict || (names.get(name) ?? false));
  }
  return [...names].map(([name, strict]) => ({ name, strict }));
}

/** The props a span names: `value` / `defaultValue`, `onSubmit(value)`; not `Dialog`, `{ country, city }` or `'sm'`. */
const propNames = (text: string) =>
  // Values in parentheses (`mode` (`owner` | `visitor`)) are not props.
  [...text.replace(/`[^`]*`|\([^()]*\)/g, (m) => (m.startsWith('(') ? '' : m)).matchAll(/`([a-z][\w$]*)(?:\([^`]*\))?`/g)].map(([, name]) => name!);
const pascalNames = (text: string) => [...text.matchAll(/`([A-Z][A-Za-z0-9]*)`|<([A-Z][A-Za-z0-9]*)/g)].map((m) => (m[1] ?? m[2])!);

/**
 * [components, props] a README lists: a `| prop |` table (its component is the nearest name above it that has
 * props, written as code or as `<Component` in an example), a table with a "props" column beside a component
 * column, "Props: `a`, `b`." in a line naming the component first, and "- `Component` (`a`, `b`): ...".
 */
export function documentedProps(markdown: string, hasProps: (name: string) => boolean): [string[], string[]][] {
  const lines = markdown.split('\n');
  const found: [string[], string[]][] = [];
  const cells = (line: string) => line.replace(/\\\|/g, ' ').split('|').slice(1, -1);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const header = line.startsWith('|') && lines[i + 1]?.startsWith('|-') ? cells(line).map((c) => c.trim()) : undefined;
    if (header?.[0] === 'prop') {
      let component: string | undefined;
      for (let j = i - 1; j >= 0 && !component; j--) component = pascalNames(lines[j]!).find(hasProps);
      const props: string[] = [];
      for (i += 2; lines[i]?.startsWith('|'); i++) props.push(...propNames(cells(lines[i]!)[0]!));
      found.push([component ? [component] : [], props]);
      continue;
    }
    if (header?.[0] === 'component' && header[1]?.startsWith('props')) {
      for (i += 2; lines[i]?.startsWith('|'); i++) {
        const [names, props] = cells(lines[i]!);
        // "JobList `variant`": a prop of the list named before it only.
        found.push([pascalNames(names!).filter(hasProps), propNames(props!.split(/;/)[0]!)]);
      }
      continue;
    }
    const inline = /Props: ([^|]*?)(?:\.(?:\s|$)|\|)/.exec(line);
    if (inline) found.push([pascalNames(line).filter(hasProps).slice(0, 1), propNames(inline[1]!)]);
    const bullet = /^\s*- `([A-Z][A-Za-z0-9]*)` \(([^)]*)\):/.exec(line);
    if (bullet && hasProps(bullet[1]!)) found.push([[bullet[1]!], propNames(bullet[2]!)]);
  }
  return found;
}

describe('the package READMEs', () => {
  let surface: Surface;
  let everyExport: Set<string>;
  // One TypeScript program over every entry: seconds on a busy machine.
  beforeAll(() => {
    surface = readSurface();
    everyExport = new Set([...surface.exports.values()].flatMap((names) => [...names]));
  }, 120_000);

  it.each(readmes)('$dir imports only what its entries export', ({ text }) => {
    const missing = importedNames(text)
      .filter(([entry, name]) => !surface.exports.get(entry)?.has(name))
      .map(([entry, name]) => `${name} from '${entry}'`);
    expect(missing).toEqual([]);
  });

  it.each(readmes)('$dir names as code only exports of the kit', ({ text }) => {
    const unknown = proseNames(text).filter(
      ({ name, strict }) => !everyExport.has(name) && !surface.globals.has(name) && (strict || !surface.members.has(name)),
    );
    expect(unknown.map(({ name }) => name)).toEqual([]);
  });

  it.each(readmes)('$dir lists only props its components take', ({ text }) => {
    const hasProps = (name: string) => surface.props(name) !== undefined;
    const wrong: string[] = [];
    for (const [components, props] of documentedProps(text, hasProps)) {
      if (components.length === 0 && props.length > 0) wrong.push(`no component found for ${props.join(', ')}`);
      for (const prop of props)
        if (components.length > 0 && !components.some((c) => surface.props(c)!.has(prop)))
          wrong.push(`${components.join(' or ')}: ${prop}`);
    }
    expect(wrong).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageEntries } from '../workspace-aliases.ts';

/*
 * Hosts compiled with `exactOptionalPropertyTypes` write `userId={user?.id}`: an optional property of the kit's types
 * takes undefined only when its type says so (`name?: T | undefined`). This walks every source file the public entries
 * reach (their imports, followed) and lists each optional property whose written type lacks undefined.
 */
const root = path.resolve(import.meta.dirname, '..');

const unwrap = (node: ts.TypeNode): ts.TypeNode => (ts.isParenthesizedTypeNode(node) ? unwrap(node.type) : node);

/** Whether the written type admits undefined: `undefined`, `any`, `unknown`, or a union holding one of them. */
function admitsUndefined(node: ts.TypeNode): boolean {
  const type = unwrap(node);
  if (ts.isUnionTypeNode(type)) return type.types.some(admitsUndefined);
  return [ts.SyntaxKind.UndefinedKeyword, ts.SyntaxKind.AnyKeyword, ts.SyntaxKind.UnknownKeyword].includes(type.kind);
}

/** `line: name?: type` for each optional property (or mapped type's `?:`) of `source` whose type lacks undefined. */
export function optionalWithoutUndefined(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const report = (name: string, type: ts.TypeNode) =>
    found.push(`${source.getLineAndCharacterOfPosition(type.getStart(source)).line + 1}: ${name}?: ${type.getText(source)}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertySignature(node) && node.questionToken && node.type && !admitsUndefined(node.type)) {
      report(node.name.getText(source), node.type);
    } else if (ts.isMappedTypeNode(node) && node.questionToken?.kind === ts.SyntaxKind.QuestionToken && node.type && !admitsUndefined(node.type)) {
      report(`[${node.typeParameter.getText(source)}]`, node.type);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The kit source file a module name resolves to from `from`, or null for a dependency outside the kit. */
function resolve(name: string, from: string): string | null {
  const entry = packageEntries[name];
  if (entry) return path.join(root, entry);
  if (!name.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), name);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Every kit source file the public entries reach (imports, re-exports, `import('…')` types and calls), parsed. */
function publicSources(): Map<string, ts.SourceFile> {
  const queue = Object.entries(packageEntries)
    .filter(([name]) => !name.startsWith('@edupassport/internal/'))
    .map(([, file]) => path.join(root, file));
  const parsed = new Map<string, ts.SourceFile>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (parsed.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    parsed.set(file, parse(file, text));
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const next = resolve(fileName, file);
      if (next && !parsed.has(next)) queue.push(next);
    }
  }
  return parsed;
}

describe('optional properties of the public types', () => {
  let files: Array<[string, ts.SourceFile]> = [];
  // Parsing every reached file takes seconds on a busy machine: once, before the checks.
  beforeAll(() => {
    files = [...publicSources()];
  }, 60_000);

  it('take undefined, for hosts compiled with exactOptionalPropertyTypes', () => {
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap(([file, source]) => optionalWithoutUndefined(source).map((found) => `${path.relative(root, file)}:${found}`));
    expect(offenders).toEqual([]);
  });

  it('are found in interfaces, type literals and mapped types, whatever the type', () => {
    const source = parse(
      'planted.ts',
      [
        'export interface Planted {',
        '  foo?: string;',
        '  ok?: string | undefined;',
        '  onChange?: () => void;',
        '  nested?: { deep?: number } | undefined;',
        '  loose?: unknown;',
        '  required: string;',
        '}',
        'export type Overrides<M> = { [K in keyof M]?: M[K] };',
      ].join('\n'),
    );
    expect(optionalWithoutUndefined(source)).toEqual(['2: foo?: string', '4: onChange?: () => void', '5: deep?: number', '9: [K in keyof M]?: M[K]']);
  });
});

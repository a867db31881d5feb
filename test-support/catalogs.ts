import { catalogTools, type CatalogFactory } from '@edupassport/ui/headless';

/**
 * A value that reads as a number, a text and a list at once, so one call of a message function exercises every
 * argument whatever its type: arithmetic and `Intl` see `count`, a template sees `text`, `join` sees `items`.
 */
class Probe extends Array<string> {
  constructor(
    private readonly count: number,
    private readonly text: string,
    items: readonly string[],
  ) {
    super();
    this.push(...items);
  }
  static override get [Symbol.species]() {
    return Array;
  }
  override valueOf(): number {
    return this.count;
  }
  override toString(): string {
    return this.text;
  }
  [Symbol.toPrimitive](hint: string): number | string {
    return hint === 'number' ? this.count : this.text;
  }
}

const probes = [new Probe(3, '⟪alpha⟫', ['⟪a⟫', '⟪b⟫']), new Probe(7, '⟪omega⟫', ['⟪c⟫', '⟪d⟫', '⟪e⟫'])] as const;

type Tree = Record<string, unknown>;

function kind(value: unknown): string {
  return typeof value === 'function' ? 'function' : Array.isArray(value) ? 'array' : typeof value;
}

function call(fn: unknown, args: readonly unknown[]): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: (fn as (...a: unknown[]) => unknown)(...args) };
  } catch {
    return { ok: false };
  }
}

/** Which arguments change what `fn` returns: one bit per argument, `?` where English cannot take the probe. */
function influence(fn: unknown, arity: number): string {
  let bits = '';
  for (let i = 0; i < arity; i += 1) {
    const a = Array.from({ length: arity }, () => probes[0]);
    const b = a.map((p, j) => (j === i ? probes[1] : p));
    const first = call(fn, a);
    const second = call(fn, b);
    bits += !first.ok || !second.ok ? '?' : JSON.stringify(first.value) === JSON.stringify(second.value) ? '0' : '1';
  }
  return bits;
}

/**
 * Every way `catalog` differs from `english`: a key missing or extra, a value of another kind, a function with another
 * number of arguments or that leaves out (or invents a use of) an argument English shows, a function that throws.
 */
export function catalogProblems(english: object, catalog: object, path = ''): string[] {
  const problems: string[] = [];
  const en = english as Tree;
  const other = catalog as Tree;
  for (const key of Object.keys(en)) if (!Object.hasOwn(other, key)) problems.push(`${path}${key}: missing`);
  for (const key of Object.keys(other)) if (!Object.hasOwn(en, key)) problems.push(`${path}${key}: not in English`);
  for (const key of Object.keys(en)) {
    if (!Object.hasOwn(other, key)) continue;
    const a = en[key];
    const b = other[key];
    const where = `${path}${key}`;
    if (kind(a) !== kind(b)) {
      problems.push(`${where}: a ${kind(b)}, English has a ${kind(a)}`);
      continue;
    }
    if (kind(a) === 'string' && !(b as string).trim()) problems.push(`${where}: empty`);
    if (kind(a) === 'array' && (a as unknown[]).length !== (b as unknown[]).length) problems.push(`${where}: ${(b as unknown[]).length} items, English has ${(a as unknown[]).length}`);
    if (kind(a) === 'object') problems.push(...catalogProblems(a as object, b as object, `${where}.`));
    if (kind(a) !== 'function') continue;
    const arity = (a as () => unknown).length;
    if ((b as () => unknown).length !== arity) {
      problems.push(`${where}: takes ${(b as () => unknown).length} arguments, English ${arity}`);
      continue;
    }
    const enBits = influence(a, arity);
    const otherBits = influence(b, arity);
    for (let i = 0; i < arity; i += 1) {
      if (enBits[i] === '?') continue;
      if (otherBits[i] === '?') problems.push(`${where}: throws on argument ${i + 1}`);
      else if (enBits[i] !== otherBits[i]) problems.push(`${where}: argument ${i + 1} ${enBits[i] === '1' ? 'is shown in English but not here' : 'is used here but not in English'}`);
    }
  }
  return problems;
}

/** A catalog module's messages, built for `locale`. */
export function buildCatalog<M>(factory: CatalogFactory<M>, locale: string): Tree {
  return factory(catalogTools(locale)) as Tree;
}

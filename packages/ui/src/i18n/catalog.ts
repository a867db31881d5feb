import { catalogFor, isolateText, type TextDirection } from './locale';

/** A plural category of `Intl.PluralRules` (Arabic uses all six; English `one` and `other`). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The forms of a counted phrase: `other` always, the rest as the language needs them; `#` stands for the count. */
export type PluralForms = { other: string } & Partial<Record<Exclude<PluralCategory, 'other'>, string>>;

/** What a catalog writes its messages with, bound to the locale it is built for. */
export interface CatalogTools {
  /** The locale the catalog is built for (`ar-SA`, `fr-CA`), as the provider was given it. */
  readonly locale: string;
  /** A number as the locale writes it: its digits (`ar-SA` Arabic-Indic, `ar-AE` Latin) and grouping. */
  number(value: number): string;
  /**
   * The form of `forms` the locale's plural rules pick for `count` (exact `zero`, `one`, `two` first when given),
   * with `#` replaced by the count as the locale writes it.
   */
  plural(count: number, forms: PluralForms): string;
  /** Items joined as the locale joins a list (`a, b et c`; `a و b`). */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
}

type Fn = (...args: never[]) => unknown;

/**
 * A package's messages in another language: exactly the English object's keys, its functions taking the same
 * arguments, its nested objects complete too.
 */
export type MessageCatalog<M> = {
  [K in keyof M]: M[K] extends Fn ? (...args: Parameters<M[K]>) => ReturnType<M[K]> : M[K] extends object ? MessageCatalog<M[K]> : string;
};

/** Builds a catalog for one locale with that locale's tools; a catalog module's default export. */
export type CatalogFactory<M> = (tools: CatalogTools) => MessageCatalog<M>;

/** A catalog module: one language's messages for one package. */
export interface CatalogModule<M> {
  default: CatalogFactory<M>;
}

/** A package's shipped languages: catalog key (`ar`, `fr`, `es`, or a regional `fr-CA`) to its module's loader. */
export type CatalogLoaders<M = unknown> = Readonly<Record<string, () => Promise<CatalogModule<M>>>>;

/** Declares a catalog module's default export, typed against the package's English messages. */
export function defineCatalog<M>(factory: CatalogFactory<M>): CatalogFactory<M> {
  return factory;
}

/** The tools a catalog for `locale` writes with. */
export function catalogTools(locale: string): CatalogTools {
  const numbers = new Intl.NumberFormat(locale);
  const rules = new Intl.PluralRules(locale);
  return {
    locale,
    number: (value) => numbers.format(value),
    plural(count, forms) {
      const exact = count === 0 ? forms.zero : count === 1 ? forms.one : count === 2 ? forms.two : undefined;
      const form = exact ?? forms[rules.select(count) as PluralCategory] ?? forms.other;
      return form.replace(/#/g, numbers.format(count));
    },
    list: (items, type = 'conjunction') => new Intl.ListFormat(locale, { type }).format(items),
  };
}

type Entry = { status: 'pending'; promise: Promise<void> } | { status: 'ready'; factory: CatalogFactory<unknown> | null };

const modules = new Map<string, Entry>();
const built = new Map<string, object | null>();

/**
 * The catalog of `namespace` for `locale`, built once per locale. Null when the locale reads English or its
 * module failed to download (English then, with a warning, rather than a blank card). A module not yet downloaded
 * throws its download, so the component suspends until it is here.
 */
export function readCatalog(namespace: string, key: string, locale: string, loaders: CatalogLoaders): object | null {
  const id = `${namespace}:${key}`;
  const entry = modules.get(id) ?? startLoad(id, loaders[key]!);
  if (entry.status === 'pending') throw entry.promise;
  if (!entry.factory) return null;
  const builtId = `${id}:${locale}`;
  if (!built.has(builtId)) built.set(builtId, entry.factory(catalogTools(locale)) as object);
  return built.get(builtId) ?? null;
}

function startLoad(id: string, load: () => Promise<CatalogModule<unknown>>): Entry {
  const promise = load().then(
    (module) => void modules.set(id, { status: 'ready', factory: module.default }),
    (error: unknown) => {
      console.warn(`[@edupassport/ui] the ${id} messages could not be loaded; English is shown`, error);
      modules.set(id, { status: 'ready', factory: null });
    },
  );
  const entry: Entry = { status: 'pending', promise };
  modules.set(id, entry);
  return entry;
}

/**
 * Downloads the catalogs `locale` reads from, before a render: call it (and await it) before `hydrateRoot` or a
 * server render, so the first render has the strings and nothing suspends. Each argument is a package's catalogs
 * (`feedCatalogs`, `uiCatalogs`, …).
 */
export async function preloadCatalogs(locale: string, ...sets: readonly KitCatalogs[]): Promise<void> {
  await Promise.all(
    sets.map((set) => {
      const key = catalogFor(locale, set.loaders);
      if (!key) return undefined;
      const id = `${set.namespace}:${key}`;
      const entry = modules.get(id) ?? startLoad(id, set.loaders[key]!);
      return entry.status === 'pending' ? entry.promise : undefined;
    }),
  );
}

/** One package's shipped catalogs under its messages namespace (`feed`, `ui`, …). */
export interface KitCatalogs<M = unknown> {
  readonly namespace: string;
  readonly loaders: CatalogLoaders<M>;
}

/**
 * `messages` with every function's text arguments isolated for a sentence of direction `dir`: a name or title of
 * the other direction keeps its own order (an Arabic name in an English sentence, an English school in Arabic).
 */
export function isolateArguments<M extends object>(messages: M, dir: TextDirection): M {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'function') {
      const fn = value as (...args: unknown[]) => unknown;
      out[key] = (...args: unknown[]) => fn(...args.map((arg) => isolateArgument(arg, dir)));
    } else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = isolateArguments(value, dir);
    else out[key] = value;
  }
  return out as M;
}

function isolateArgument(arg: unknown, dir: TextDirection): unknown {
  if (typeof arg === 'string') return isolateText(arg, dir);
  if (Array.isArray(arg) && arg.every((item) => typeof item === 'string')) return arg.map((item: string) => isolateText(item, dir));
  return arg;
}

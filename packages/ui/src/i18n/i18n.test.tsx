import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EduContextProvider, useMessages } from '../EduProvider/context';
import { catalogTools, defineCatalog, type CatalogLoaders } from './catalog';
import { catalogFor, isolateText, localeDirection } from './locale';
import { buildCatalog, catalogProblems } from '../../../../test-support/catalogs';

describe('localeDirection', () => {
  it('reads right to left for Arabic, Hebrew, Persian and Urdu, left to right otherwise', () => {
    for (const tag of ['ar', 'ar-SA', 'ar-AE', 'he-IL', 'fa', 'ur-PK']) expect(localeDirection(tag)).toBe('rtl');
    for (const tag of ['en', 'fr-CA', 'es-MX', 'de', 'not a tag']) expect(localeDirection(tag)).toBe('ltr');
    expect(localeDirection(null)).toBe('ltr');
  });
});

describe('catalogFor', () => {
  const available = { ar: 1, fr: 1, 'fr-CA': 1, es: 1 };
  it('falls back from the region to the language to English', () => {
    expect(catalogFor('fr-CA', available)).toBe('fr-CA');
    expect(catalogFor('fr-BE', available)).toBe('fr');
    expect(catalogFor('ar-SA', available)).toBe('ar');
    expect(catalogFor('es-419', available)).toBe('es');
    expect(catalogFor('de-DE', available)).toBeNull();
    expect(catalogFor(undefined, available)).toBeNull();
  });
});

describe('plural', () => {
  const ar = catalogTools('ar');
  const forms = { zero: 'لا تعليقات', one: 'تعليق واحد', two: 'تعليقان', few: '# تعليقات', many: '# تعليقًا', other: '# تعليق' };
  it('picks all six Arabic forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => ar.plural(n, forms))).toEqual([
      'لا تعليقات',
      'تعليق واحد',
      'تعليقان',
      '3 تعليقات',
      '11 تعليقًا',
      '100 تعليق',
    ]);
  });
  it('writes the count in the locale’s digits', () => {
    expect(catalogTools('ar-SA').plural(3, forms)).toBe('٣ تعليقات');
    expect(catalogTools('ar-AE').plural(3, forms)).toBe('3 تعليقات');
  });
  it('uses French one for 0 and 1', () => {
    const fr = catalogTools('fr');
    expect([0, 1, 2].map((n) => fr.plural(n, { one: '# vote', other: '# votes' }))).toEqual(['0 vote', '1 vote', '2 votes']);
  });
});

describe('isolateText', () => {
  it('isolates only text of the other direction', () => {
    expect(isolateText('Ada', 'ltr')).toBe('Ada');
    expect(isolateText('مريم', 'ltr')).toBe('\u2068مريم\u2069');
    expect(isolateText('مريم', 'rtl')).toBe('مريم');
    expect(isolateText('Dubai British School', 'rtl')).toBe('\u2068Dubai British School\u2069');
    expect(isolateText('42', 'rtl')).toBe('42');
  });
});

const english = { greet: (name: string) => `Hello ${name}`, close: 'Close' };
const french = defineCatalog<typeof english>(() => ({ greet: (name) => `Bonjour ${name}`, close: 'Fermer' }));

function Greeting({ loaders, name }: { loaders: CatalogLoaders; name: string }) {
  const m = useMessages('test' as 'ui', english, loaders);
  return (
    <p>
      {m.greet(name)} · {m.close}
    </p>
  );
}

describe('useMessages with catalogs', () => {
  it('downloads the locale’s catalog, suspending until it is here, and keeps host overrides on top', async () => {
    let downloads = 0;
    const loaders: CatalogLoaders = { fr: async () => ((downloads += 1), { default: french }) };
    render(
      <EduContextProvider locale="fr-CA" messages={{ ['test' as 'ui']: { close: 'Fermer la fenêtre' } } as never}>
        <Suspense fallback={<p>loading</p>}>
          <Greeting loaders={loaders} name="Ada" />
          <Greeting loaders={loaders} name="مريم" />
        </Suspense>
      </EduContextProvider>,
    );
    expect(await screen.findByText('Bonjour Ada · Fermer la fenêtre')).toBeInTheDocument();
    expect(screen.getByText('Bonjour \u2068مريم\u2069 · Fermer la fenêtre')).toBeInTheDocument();
    expect(downloads).toBe(1);
  });

  it('reads English, with nothing downloaded, without a locale or for a language not shipped', () => {
    let downloads = 0;
    const loaders: CatalogLoaders = { fr: async () => ((downloads += 1), { default: french }) };
    render(
      <EduContextProvider locale="de-DE">
        <Greeting loaders={loaders} name="Ada" />
      </EduContextProvider>,
    );
    expect(screen.getByText('Hello Ada · Close')).toBeInTheDocument();
    expect(downloads).toBe(0);
  });

  it('shows English with a warning when the catalog cannot be downloaded', async () => {
    const loaders: CatalogLoaders = { es: () => Promise.reject(new TypeError('Failed to fetch')) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <EduContextProvider locale="es">
        <Suspense fallback={<p>loading</p>}>
          <Greeting loaders={loaders} name="Ada" />
        </Suspense>
      </EduContextProvider>,
    );
    expect(await screen.findByText('Hello Ada · Close')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('catalogProblems', () => {
  const en = {
    votes: (count: number) => (count === 1 ? '1 vote' : `${count} votes`),
    summary: (total: number, names: readonly string[]) => `${total}: ${names.join(', ')}`,
    title: 'Poll',
    types: { job: 'Job' },
  };
  it('accepts a complete catalog that shows every argument', () => {
    const fr = defineCatalog<typeof en>((f) => ({
      votes: (count) => f.plural(count, { one: '# vote', other: '# votes' }),
      summary: (total, names) => `${f.number(total)} : ${f.list(names)}`,
      title: 'Sondage',
      types: { job: 'Emploi' },
    }));
    expect(catalogProblems(en, buildCatalog(fr, 'fr'))).toEqual([]);
  });
  it('names a missing key, an extra one, a dropped argument and a wrong kind', () => {
    const bad = { votes: () => 'des votes', summary: (total: number, _names: readonly string[]) => `${total} people`, title: 3, types: {}, extra: 'x' };
    expect(catalogProblems(en, bad)).toEqual([
      'extra: not in English',
      'votes: takes 0 arguments, English 1',
      'summary: argument 2 is shown in English but not here',
      'title: a number, English has a string',
      'types.job: missing',
    ]);
  });
});

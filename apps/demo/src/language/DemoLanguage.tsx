import { useEffect, useState } from 'react';
import { useEdu } from '@edupassport/ui';
import { HeaderSelect } from '../header/HeaderSelect';
import { keepChoice, readChoice } from '../header/storedChoice';
import { useDemoText } from './demoText';

/** Where the header's language choice is kept across reloads. */
export const LANGUAGE_STORAGE_KEY = 'edupassport-demo:language';

/** The languages the kit ships, each named in its own words (and marked with its own `lang`). */
export const demoLanguages = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
] as const;

export type DemoLocale = (typeof demoLanguages)[number]['locale'];

function isDemoLocale(value: unknown): value is DemoLocale {
  return demoLanguages.some((language) => language.locale === value);
}

function storedLocale(): DemoLocale | null {
  const value = readChoice(LANGUAGE_STORAGE_KEY);
  return isDemoLocale(value) ? value : null;
}

/**
 * The demo's language: English until the visitor picks another, kept in localStorage. A prerendered page was built
 * in English, so it hydrates in English and takes the stored language once hydrated (`booting` turns false), like the
 * stored role: rendering Arabic into the English HTML would be a hydration mismatch. A page rendered in the browser
 * starts in the stored language.
 */
export function useDemoLanguage(prerendered: boolean, booting: boolean): [DemoLocale, (next: DemoLocale) => void] {
  const [locale, setLocale] = useState<DemoLocale>(() => (prerendered ? 'en' : (storedLocale() ?? 'en')));
  // Applied while rendering, not in an effect: the page below never renders once more in the old language.
  const [settled, setSettled] = useState(!prerendered);
  if (!settled && !booting) {
    setSettled(true);
    const stored = storedLocale();
    if (stored && stored !== locale) setLocale(stored);
  }
  const choose = (next: DemoLocale) => {
    keepChoice(LANGUAGE_STORAGE_KEY, next);
    setLocale(next);
  };
  return [locale, choose];
}

/** Gives the page (`<html lang dir>`) the kit's language and direction, so the browser and screen readers follow. */
export function DocumentLanguage() {
  const { locale, dir } = useEdu();
  useEffect(() => {
    const html = document.documentElement;
    html.lang = locale ?? 'en';
    html.dir = dir;
  }, [locale, dir]);
  return null;
}

export interface LanguageSwitchProps {
  /** The language shown. */
  locale: DemoLocale;
  /** Called with the language the visitor picks. */
  onLocaleChange: (next: DemoLocale) => void;
}

/** The header's language switch: a labelled select whose options name each language in that language. */
export function LanguageSwitch({ locale, onLocaleChange }: LanguageSwitchProps) {
  return (
    <HeaderSelect
      label={useDemoText().language}
      value={locale}
      options={demoLanguages.map((language) => ({ value: language.locale, label: language.name, lang: language.locale }))}
      onChange={onLocaleChange}
    />
  );
}

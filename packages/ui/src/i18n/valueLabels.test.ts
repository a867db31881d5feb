import { describe, expect, it } from 'vitest';
import { countryName, intlDisplayName, labelOf, readsEnglish, sortByLabel } from './valueLabels';

describe('stored values in the reader’s language', () => {
  it('labels a known value and shows an unknown one as sent, never blank', () => {
    const labels = { 'Full-time': 'دوام كامل', Empty: '' };
    expect(labelOf(labels, 'Full-time')).toBe('دوام كامل');
    expect(labelOf(labels, 'Seasonal')).toBe('Seasonal');
    expect(labelOf(labels, 'Empty')).toBe('Empty');
    expect(labelOf(labels, 'toString')).toBe('toString');
  });

  it('keeps the stored names in English', () => {
    expect(readsEnglish(undefined)).toBe(true);
    expect(readsEnglish('en-GB')).toBe(true);
    expect(readsEnglish('fr')).toBe(false);
    expect(countryName('United Arab Emirates', 'en-US', 'AE')).toBe('United Arab Emirates');
    expect(intlDisplayName('language', 'zh', 'Mandarin', null)).toBe('Mandarin');
  });

  it('names countries by their code or their English name, and languages by their code', () => {
    expect(countryName('United Arab Emirates', 'fr', 'AE')).toBe('Émirats arabes unis');
    expect(countryName('Germany', 'es')).toBe('Alemania');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
    expect(countryName('Somewhere', 'fr', '??')).toBe('Somewhere');
    expect(intlDisplayName('language', 'fr', 'French', 'ar')).toBe('الفرنسية');
  });

  it('orders a list by its shown labels as the locale does, and keeps English in its order', () => {
    const names = ['Egypt', 'Germany', 'United Arab Emirates'];
    const label = (name: string) => countryName(name, 'fr');
    expect(sortByLabel(names, label, 'fr').map(label)).toEqual(['Allemagne', 'Égypte', 'Émirats arabes unis']);
    expect(sortByLabel(['b', 'a'], (x) => x, undefined)).toEqual(['b', 'a']);
  });
});

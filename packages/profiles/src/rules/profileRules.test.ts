import { describe, expect, it } from 'vitest';
import { profilesMessages } from '../messages';
import { countLanguages, getBusinessSizeLabel, truncateName } from './profileRules';

describe('profile summary rules', () => {
  it('truncates names longer than 20 characters', () => {
    expect(truncateName('Short Name')).toBe('Short Name');
    expect(truncateName('Alexandria Montgomery-Smythe')).toBe('Alexandria Montgomer…');
  });

  it.each([
    ['startup', 'Startup (1-10 employees)'],
    ['small-sized', 'Small-sized (11-49 employees)'],
    ['medium-sized', 'Medium-sized (50-249 employees)'],
    ['large-company', 'Large company (more than 250 employees)'],
    ['enterprise', 'Unknown'],
    [null, 'Unknown'],
  ])('labels business size %s', (size, label) => {
    expect(getBusinessSizeLabel(size)).toBe(label);
  });

  it('counts languages and words the count', () => {
    expect(countLanguages('English:Native, French:B2')).toBe(2);
    expect(countLanguages('')).toBe(0);
    expect(profilesMessages.languageCount(1)).toBe('1 Language');
    expect(profilesMessages.languageCount(3)).toBe('3 Languages');
  });
});

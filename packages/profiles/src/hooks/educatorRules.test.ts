import { describe, expect, it } from 'vitest';
import { ApiError } from '@edupassport/api-client';
import {
  formatLanguages,
  hasErrors,
  keyDetailsValuesFrom,
  parseLanguages,
  profileUpdateFailure,
  validateKeyDetails,
  type KeyDetailsValues,
} from './educatorRules';
import { toKeyDetailsInput } from './storeInputs';

const valid: KeyDetailsValues = {
  first_name: 'Amara',
  last_name: 'Okafor',
  nickname: 'Ami',
  summary: 'Maths teacher who loves puzzles and data.',
  bio: 'Ten years in international schools.',
  nationality: ['Nigeria'],
  current_base: 'United Arab Emirates, Dubai',
  languages: [{ name: 'English', level: 'Native' }],
};

describe('validateKeyDetails', () => {
  it('passes a complete form', () => {
    expect(validateKeyDetails(valid)).toEqual({});
    expect(hasErrors(validateKeyDetails(valid))).toBe(false);
  });

  it('requires the names with their messages', () => {
    const errors = validateKeyDetails({ ...valid, first_name: ' ', last_name: '', nickname: '' });
    expect(errors).toMatchObject({
      first_name: 'Type your first name here',
      last_name: 'Type your last name here',
      nickname: 'Type your nickname here',
    });
  });

  it('caps the summary at 75 and the bio at 1200', () => {
    expect(validateKeyDetails({ ...valid, summary: 'x'.repeat(75), bio: 'y'.repeat(1200) })).toEqual({});
    // The bio's tags are not counted: only what a person reads.
    expect(validateKeyDetails({ ...valid, bio: `<p><strong>${'y'.repeat(1200)}</strong></p>` })).toEqual({});
    expect(validateKeyDetails({ ...valid, summary: 'x'.repeat(76), bio: 'y'.repeat(1201) })).toMatchObject({
      summary: 'Summary must be 75 characters or less',
      bio: 'Bio must be 1200 characters or less',
    });
  });

  it('needs one to ten nationalities', () => {
    expect(validateKeyDetails({ ...valid, nationality: [] }).nationality).toBe('Opps! You missed this!(Add at least one)');
    const eleven = Array.from({ length: 11 }, (_, i) => `Country ${i}`);
    expect(validateKeyDetails({ ...valid, nationality: eleven }).nationality).toBe('Opps! You missed this!(Add at least one)');
    expect(validateKeyDetails({ ...valid, nationality: eleven.slice(0, 10) }).nationality).toBeUndefined();
  });

  it('each language row needs a name and a level; at least one complete row', () => {
    const errors = validateKeyDetails({ ...valid, languages: [{ name: 'French', level: '' }, { name: '', level: 'Fluent' }] });
    expect(errors.languageRows).toEqual([{ level: 'Choose a level' }, { name: 'Choose a language' }]);
    expect(errors.languages).toBe('At least one complete language entry is required');
    // A wholly blank row is filtered out, not an error of its own.
    const blankRow = validateKeyDetails({ ...valid, languages: [{ name: 'English', level: 'Native' }, { name: '', level: '' }] });
    expect(blankRow).toEqual({});
  });

  it('requires the current base', () => {
    expect(validateKeyDetails({ ...valid, current_base: '' }).current_base).toBe('Choose your current base');
  });
});

describe('languages and the payload', () => {
  it('round-trips the name:level comma string, dropping incomplete pairs', () => {
    expect(parseLanguages('Arabic:Native, English:Fluent,German:Beginner')).toEqual([
      { name: 'Arabic', level: 'Native' },
      { name: 'English', level: 'Fluent' },
      { name: 'German', level: 'Beginner' },
    ]);
    expect(formatLanguages([{ name: 'English', level: 'Fluent' }, { name: 'French', level: '' }])).toBe('English:Fluent');
  });

  it('starts from a profile with a blank language row and the stored bio, formatting and all', () => {
    const values = keyDetailsValuesFrom({ first_name: 'Amara', bio: '<p>Ten years in <strong>IB</strong> schools.</p><p>Mentor.</p>', nationality: 'Germany,Turkey' });
    expect(values.bio).toBe('<p>Ten years in <strong>IB</strong> schools.</p><p>Mentor.</p>');
    expect(values.nationality).toEqual(['Germany', 'Turkey']);
    expect(values.languages).toEqual([{ name: '', level: '' }]);
  });

  it('sends nationality and languages as comma strings', () => {
    expect(toKeyDetailsInput({ ...valid, nationality: ['Germany', 'Turkey'], languages: [{ name: 'English', level: 'Native' }, { name: 'Turkish', level: 'Fluent' }] })).toEqual({
      first_name: 'Amara',
      last_name: 'Okafor',
      nickname: 'Ami',
      summary: valid.summary,
      bio: `<p>${valid.bio}</p>`,
      nationality: 'Germany,Turkey',
      current_base: 'United Arab Emirates, Dubai',
      languages: 'English:Native,Turkish:Fluent',
    });
  });

  it('words the failure toast: the server message or Unknown error occurred, then . Please try again later.', () => {
    expect(profileUpdateFailure({ message: 'Nickname is taken' })).toBe('Nickname is taken. Please try again later.');
    expect(profileUpdateFailure(new Error(''))).toBe('Unknown error occurred. Please try again later.');
    expect(profileUpdateFailure(null)).toBe('Unknown error occurred. Please try again later.');
  });

  it('never says Please try again later. twice, and reads Unknown error occurred when the server said nothing', () => {
    expect(profileUpdateFailure(new ApiError({ kind: 'http', endpoint: 'users.updateKeyDetails', status: 500, serverMessage: 'Something went wrong. Please try again later.' }))).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(profileUpdateFailure({ message: 'Busy, please try again later' })).toBe('Busy, please try again later.');
    // A 500 without a message: the client's own sentence is not the server's.
    expect(profileUpdateFailure(new ApiError({ kind: 'http', endpoint: 'users.updateKeyDetails', status: 500 }))).toBe('Unknown error occurred. Please try again later.');
    expect(profileUpdateFailure(new ApiError({ kind: 'network', endpoint: 'users.updateKeyDetails' }))).toBe('Unknown error occurred. Please try again later.');
    expect(profileUpdateFailure(new ApiError({ kind: 'http', endpoint: 'users.updateKeyDetails', status: 422, serverMessage: 'Nickname is taken' }))).toBe(
      'Nickname is taken. Please try again later.',
    );
  });
});

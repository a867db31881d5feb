import { describe, expect, it } from 'vitest';
import { matchesAccept } from '@edupassport/ui/headless';
import { RESUME_ACCEPT, RESUME_MAX_BYTES, RESUME_MAX_MB, validateResumeFile } from './resume';

describe('validateResumeFile', () => {
  it('takes a PDF of at most 5 MB', () => {
    expect(validateResumeFile({ type: 'application/pdf', name: 'cv.pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(validateResumeFile({ type: '', name: 'CV.PDF', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files with the spec messages', () => {
    expect(validateResumeFile({ type: 'image/png', name: 'cv.png', size: 10 })).toBe('Please upload a PDF file');
    expect(validateResumeFile({ type: 'application/pdf', name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toBe('Please upload a file smaller than 5MB');
  });
});

const file = (name: string, type: string) => new File(['%PDF'], name, { type });

describe('the resume rule', () => {
  it('takes a PDF by its type or, without a type, by its name', () => {
    expect(matchesAccept(file('cv.pdf', 'application/pdf'), RESUME_ACCEPT)).toBe(true);
    expect(matchesAccept(file('CV.PDF', ''), RESUME_ACCEPT)).toBe(true);
    expect(matchesAccept(file('cv.png', 'image/png'), RESUME_ACCEPT)).toBe(false);
  });
  it('is at most 5 MB, 5242880 bytes', () => {
    expect(RESUME_MAX_MB).toBe(5);
    expect(RESUME_MAX_MB * 1024 * 1024).toBe(RESUME_MAX_BYTES);
  });
});

import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES, validateResumeFile } from './resume';

describe('validateResumeFile (spec 03 §5)', () => {
  it('takes a PDF of at most 5 MB', () => {
    expect(validateResumeFile({ type: 'application/pdf', name: 'cv.pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(validateResumeFile({ type: '', name: 'CV.PDF', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files with the spec messages', () => {
    expect(validateResumeFile({ type: 'image/png', name: 'cv.png', size: 10 })).toBe('Please upload a PDF file');
    expect(validateResumeFile({ type: 'application/pdf', name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toBe('Please upload a file smaller than 5MB');
  });
});

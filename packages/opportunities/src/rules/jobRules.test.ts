import { describe, expect, it } from 'vitest';
import { EXTERNAL_JOBS_EMAIL, jobSchema } from '@edupassport/api-client';
import { isExternalJob } from './jobRules';

describe('isExternalJob', () => {
  const job = (fields: Record<string, unknown>) => jobSchema.parse({ id: 1, job_title: 'Physics Tutor', created_at: '2026-11-01', ...fields });

  it("recognises the external-jobs account's e-mail on the job's business (case and spaces ignored)", () => {
    expect(isExternalJob(job({ business: { email: ` ${EXTERNAL_JOBS_EMAIL.toUpperCase()} ` } }))).toBe(true);
    expect(isExternalJob(job({ business: { email: 'hr@greenfield.example' } }))).toBe(false);
    expect(isExternalJob(job({ business: null }))).toBe(false);
  });

  it("uses the host's e-mail when it names one", () => {
    expect(isExternalJob(job({ business: { email: 'vacancies@feed.example' } }), 'vacancies@feed.example')).toBe(true);
    expect(isExternalJob(job({ business: { email: EXTERNAL_JOBS_EMAIL } }), 'vacancies@feed.example')).toBe(false);
  });

  it('still honours a server that marks external jobs with is_external', () => {
    expect(isExternalJob(job({ is_external: true, business: { email: 'hr@greenfield.example' } }))).toBe(true);
  });
});

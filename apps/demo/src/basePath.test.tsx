import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stripBase } from './basePath';
import { mocks, renderDemo, setupDemoServer } from './test/renderDemo';

setupDemoServer();

describe('deployed under a base path', () => {
  it('stripBase takes the basename off app paths only', () => {
    expect(stripBase('/kit/feed', '/kit')).toBe('/feed');
    expect(stripBase('/kit', '/kit')).toBe('/');
    expect(stripBase('/kit?as=admin', '/kit')).toBe('?as=admin');
    expect(stripBase('/kitchen', '/kit')).toBe('/kitchen');
    expect(stripBase('/feed', '')).toBe('/feed');
  });

  it('every href carries the base, and the kit navigates inside it', async () => {
    const user = userEvent.setup({ delay: null });
    renderDemo('/', '/kit');
    const job = mocks.mockStore.jobs.find((j) => j.posting_type === 'jobs' && !j.is_external);
    const link = await screen.findByRole('link', { name: `Job: ${job?.job_title}` });
    expect(link).toHaveAttribute('href', `/kit/details/job/${job?.id}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: job?.job_title })).toBeInTheDocument();
    // Links the kit and the demo render are addresses of the deployment too.
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toContain('/kit/jobs');
    expect(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/kit'))).toEqual([]);
  });
});

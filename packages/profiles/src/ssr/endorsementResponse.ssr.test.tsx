// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { EduContextProvider } from '@edupassport/ui/headless';
import { EndorsementResponsePage, StarRating } from '../EndorsementResponsePage';

const client = createApiClient({ baseUrl: 'http://api.test' });

function anonymously(node: ReactNode) {
  return renderToString(
    <EduContextProvider client={client} session={{ user: null }}>
      {node}
    </EduContextProvider>,
  );
}

describe('endorsement response page on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders its loading state (the request loads in the browser), passing className and style', () => {
    const html = anonymously(<EndorsementResponsePage endorsementId={6901} className="host-page" style={{ maxWidth: 640 }} />);
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading the endorsement request');
    expect(html).toContain('class="');
    expect(html).toContain('host-page');
    expect(html).toContain('max-width:640px');
  });

  it('renders the star rating with the chosen star checked and every star named', () => {
    const html = anonymously(<StarRating label="Rating" value={4} onValueChange={() => undefined} starLabel={(n) => `${n} stars`} name="rating" />);
    expect(html).toContain('<legend>Rating</legend>');
    expect(html).toMatch(/<input[^>]*value="4"[^>]*checked=""|<input[^>]*checked=""[^>]*value="4"/);
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html.match(/data-filled=""/g)).toHaveLength(4);
    expect(html).toContain('5 stars');
  });
});

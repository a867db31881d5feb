// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type LinkPreviewResult, type LinkPreviewService } from '@edupassport/api-client';
import { EduContextProvider } from '@edupassport/ui/headless';
import { Credentials } from '../Credentials';
import { EventGallery } from '../EventGallery';
import { BusinessLinks } from '../BusinessLinks';
import { LinkPreviewProvider } from '../hooks/useLinkPreview';

const client = createApiClient({ baseUrl: 'http://api.test' });
const service: LinkPreviewService = { getPreview: vi.fn(() => new Promise<LinkPreviewResult>(() => undefined)) };

function html(node: ReactNode) {
  return renderToString(
    <EduContextProvider client={client} session={{ user: { id: 101 } }}>
      <LinkPreviewProvider service={service}>{node}</LinkPreviewProvider>
    </EduContextProvider>,
  );
}

const credentials = [
  { id: 1, achievement: 'Best International School', year: '2023' },
  { id: 2, achievement: 'Green School Award', year: '2021' },
];
const links = [
  { id: 1, link_title: 'Admissions', url: 'https://greenfield.example.com/admissions' },
  { id: 2, link_title: 'Old brochure', url: 'javascript:alert(1)' },
];

describe('credentials, gallery upload and links on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the credentials for the owner (Edit control) and a visitor (none), and empty', () => {
    const owner = html(<Credentials credentials={credentials} editable />);
    expect(owner).toContain('Credentials and Awards');
    expect(owner).toContain('Best International School');
    expect(owner).toContain('aria-label="Edit Credentials and Awards"');
    expect(owner).toContain('data-editable="true"');
    const visitor = html(<Credentials credentials={credentials} />);
    expect(visitor).not.toContain('Edit Credentials and Awards');
    expect(html(<Credentials credentials={[]} editable />)).toContain('Nothing added yet.');
  });

  it('renders the owner’s gallery with its Edit control, without touching object URLs', () => {
    const owner = html(<EventGallery images={['/uploads/gallery/a.jpg', '/uploads/gallery/b.jpg']} editable />);
    expect(owner).toContain('aria-label="Edit Event Gallery"');
    expect(owner).toContain('Gallery image 2 of 2');
    expect(owner).not.toContain('Add to Event Gallery');
  });

  it('renders the links carousel with its loading previews, pager dots and the unsafe link as text', () => {
    const out = html(<BusinessLinks links={links} editable />);
    expect(out).toContain('Loading preview...');
    expect(out).toContain('href="https://greenfield.example.com/admissions"');
    expect(out).toContain('Go to page 2');
    expect(out).toContain('Old brochure');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('greenfield.example.com<');
    expect(out).toContain('aria-label="Edit Links"');
    expect(html(<BusinessLinks links={links.slice(0, 1)} />)).not.toContain('Go to page');
    expect(html(<BusinessLinks links={[]} />)).toContain('Nothing added yet.');
  });

  it('renders a link card without a provider (the default service is created lazily, no request on the server)', () => {
    const out = renderToString(
      <EduContextProvider client={client} session={{ user: null }}>
        <BusinessLinks links={links.slice(0, 1)} />
      </EduContextProvider>,
    );
    expect(out).toContain('Loading preview...');
  });
});

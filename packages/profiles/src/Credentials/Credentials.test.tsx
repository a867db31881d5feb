import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { BusinessLinks } from '../BusinessLinks';
import { profilesMessages as m } from '../messages';
import { Credentials } from './Credentials';

describe('the business lists’ refs', () => {
  it('Credentials and BusinessLinks hand their ref to their section element', () => {
    const credentials = createRef<HTMLElement>();
    const links = createRef<HTMLElement>();
    render(
      <EduProvider client={createApiClient({ baseUrl: 'http://api.test' })}>
        <Credentials ref={credentials} credentials={[{ id: 1, achievement: 'Teacher of the Year', year: '2024' }]} />
        <BusinessLinks ref={links} links={[]} />
      </EduProvider>,
    );
    expect(credentials.current).toBe(screen.getByRole('heading', { name: m.credentialsAndAwards }).closest('section'));
    expect(links.current).toBe(screen.getByRole('heading', { name: m.links }).closest('section'));
    expect(credentials.current).not.toBeNull();
    expect(links.current).not.toBeNull();
  });
});

// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { ProfileHero } from '../ProfileHero';
import { BannerDialog } from '../BannerDialog';
import { ProfilePictureDialog } from '../ProfilePictureDialog';

const client = createApiClient({ baseUrl: 'http://api.test' });
const amara: UserProfile = userProfileSchema.parse(
  generateUser({ id: 1, first_name: 'Amara', last_name: 'Okafor', full_name: 'Amara Okafor', banner_picture: '/uploads/pictures/amara-banner.jpg', profile_picture: '/uploads/pictures/amara.jpg' }),
);
const bare: UserProfile = { ...amara, banner_picture: undefined, profile_picture: undefined };

function inProvider(node: ReactNode) {
  return renderToString(
    <EduContextProvider client={client} session={{ user: { id: 1 } }}>
      {node}
    </EduContextProvider>,
  );
}

describe('profile media on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the owner hero with the banner, the avatar and both edit buttons', () => {
    const html = inProvider(
      <ProfileHero user={amara} editable>
        <h1>Amara Okafor</h1>
      </ProfileHero>,
    );
    expect(html).toContain('aria-label="Amara Okafor"');
    expect(html).toContain('data-banner="image"');
    expect(html).toContain('data-shape="circle"');
    expect(html).toContain('data-editable="true"');
    expect(html).toContain('/uploads/pictures/amara-banner.jpg');
    expect(html).toContain('alt="Amara Okafor&#x27;s banner"');
    // The top of the page loads at once, not when the browser decides it is near the viewport.
    expect(html).toMatch(/<img[^>]*amara-banner\.jpg[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*amara-banner\.jpg/);
    expect(html).toContain('aria-label="Edit banner"');
    expect(html).toContain('aria-label="Edit profile picture"');
    expect(html).toContain('<h1>Amara Okafor</h1>');
  });

  it('renders a visitor hero without edit controls, and the fallbacks when there are no images', () => {
    const html = inProvider(<ProfileHero user={bare} name="Greenfield Academy" shape="square" />);
    expect(html).toContain('data-banner="none"');
    expect(html).toContain('data-shape="square"');
    expect(html).not.toContain('Edit banner');
    expect(html).not.toContain('Edit profile picture');
    expect(html).not.toContain('<img');
    // The initials stand in for the picture.
    expect(html).toContain('>GA<');
  });

  it('renders the dialogs, open or closed, without touching the DOM (they mount on the client)', () => {
    expect(() => inProvider(<BannerDialog user={amara} open />)).not.toThrow();
    expect(() => inProvider(<ProfilePictureDialog user={amara} open shape="square" />)).not.toThrow();
    expect(inProvider(<BannerDialog user={amara} open={false} />)).toBe('');
  });
});

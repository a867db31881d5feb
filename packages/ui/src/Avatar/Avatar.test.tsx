import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverRender, styleAttributes } from '../../../../test-support/serverRender';
import { Avatar } from './Avatar';
import { avatarPalette, getAvatarColor, getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Amara Okafor', 'AO'],
    ['Amara', 'A'],
    ['  ben   schmidt  ', 'BS'],
    ['Chen Mei Wei', 'CW'],
    ['Élif Yılmaz', 'ÉY'],
    ["mary-jane o'neill", 'MO'],
    ['李 小龙', '李小'],
    ['(Dr.) Grace Murphy', 'DM'],
    ['Hiro — Tanaka', 'HT'],
    ['', '?'],
    ['   ', '?'],
    ['— …', '?'],
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it('keeps a letter outside the BMP whole', () => {
    expect(getInitials('𝒜da Lovelace')).toBe('𝒜L');
  });

  it('treats null and undefined as an empty name', () => {
    expect(getInitials(null)).toBe('?');
    expect(getInitials(undefined)).toBe('?');
  });
});

describe('getAvatarColor', () => {
  it('gives the same name the same colour, whatever its case and spacing', () => {
    expect(getAvatarColor('Amara Okafor')).toBe(getAvatarColor('Amara Okafor'));
    expect(getAvatarColor(' amara  OKAFOR ')).toBe(getAvatarColor('Amara Okafor'));
  });

  it('always answers a palette colour', () => {
    for (const name of ['', 'A', 'Amara Okafor', '李 小龙', 'x'.repeat(500)]) {
      expect(avatarPalette).toContain(getAvatarColor(name));
    }
  });

  it('spreads names over the palette', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Member ${i}`);
    const used = new Set(names.map(getAvatarColor));
    expect(used.size).toBe(avatarPalette.length);
  });
});

describe('Avatar', () => {
  it('shows the picture named by the name', () => {
    render(<Avatar name="Amara Okafor" src="https://cdn.example/amara.png" />);
    const img = screen.getByRole('img', { name: 'Amara Okafor' });
    expect(img).toHaveAttribute('src', 'https://cdn.example/amara.png');
    expect(img.parentElement).toHaveAttribute('data-state', 'image');
  });

  it('falls back to the initials when the picture fails, and retries a new src', () => {
    const { rerender } = render(<Avatar name="Dana Levi" src="https://cdn.example/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Dana Levi' }));
    const avatar = screen.getByRole('img', { name: 'Dana Levi' });
    expect(avatar).toHaveAttribute('data-state', 'initials');
    expect(avatar).toHaveTextContent('DL');
    expect(avatar).toHaveAttribute('data-color', getAvatarColor('Dana Levi'));

    rerender(<Avatar name="Dana Levi" src="https://cdn.example/dana.png" />);
    expect(screen.getByRole('img', { name: 'Dana Levi' }).tagName).toBe('IMG');
  });

  it('shows the initials without a src, and hides a decorative avatar', () => {
    render(
      <>
        <Avatar name="Chen Wei" />
        <Avatar name="Ben Schmidt" src={null} decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Chen Wei' })).toHaveTextContent('CW');
    expect(screen.queryByRole('img', { name: 'Ben Schmidt' })).toBeNull();
    expect(screen.getByText('BS').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a size in pixels', () => {
    render(<Avatar name="Grace Murphy" size={64} />);
    const avatar = screen.getByRole('img', { name: 'Grace Murphy' });
    expect(avatar).toHaveAttribute('data-size', 'custom');
    // A class carries the size: a style attribute would be blocked by a strict Content Security Policy.
    const served = serverRender(<Avatar name="Grace Murphy" size={64} />);
    expect(styleAttributes(served.html)).toEqual([]);
    expect(served.css).toContain('--edu-avatar-size:64px;');
  });
});

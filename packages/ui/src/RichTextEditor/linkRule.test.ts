import { describe, expect, it } from 'vitest';
import { decideLink } from './linkRule';

describe('decideLink (editor link rule)', () => {
  it('prefixes https:// when the URL has no http(s) scheme', () => {
    expect(decideLink('edupassport.example/jobs')).toEqual({ action: 'set', href: 'https://edupassport.example/jobs' });
    expect(decideLink('http://school.example')).toEqual({ action: 'set', href: 'http://school.example/' });
  });

  it('removes the link for an empty value', () => {
    expect(decideLink('   ')).toEqual({ action: 'remove' });
  });

  it('refuses script URLs and nonsense', () => {
    expect(decideLink('javascript:alert(1)')).toEqual({ action: 'invalid' });
    expect(decideLink('not a link')).toEqual({ action: 'invalid' });
  });
});

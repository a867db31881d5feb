import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ACTIVE_ATTRIBUTE, inertOthers, lockScroll } from './modal';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

function page() {
  document.body.innerHTML = `
    <div id="app"><main id="main"></main><aside id="aside"></aside></div>
    <div id="host-inert" inert></div>
    <section id="toasts" ${KEEP_ACTIVE_ATTRIBUTE}></section>
    <div id="layer-a"></div>
    <div id="layer-b"><div id="inner"></div></div>`;
  const get = (id: string) => document.getElementById(id)!;
  return { get };
}

describe('inertOthers', () => {
  it('makes the rest of the page inert up to <body>, except live regions, and undoes exactly', () => {
    const { get } = page();
    const undo = inertOthers(get('inner'));
    expect(get('app')).toHaveAttribute('inert');
    expect(get('layer-a')).toHaveAttribute('inert');
    expect(get('toasts')).not.toHaveAttribute('inert');
    expect(get('layer-b')).not.toHaveAttribute('inert');
    undo();
    expect(get('app')).not.toHaveAttribute('inert');
    expect(get('layer-a')).not.toHaveAttribute('inert');
    // The host's own inert is not ours to remove.
    expect(get('host-inert')).toHaveAttribute('inert');
  });

  it('counts overlapping modals, so closing them in any order leaves the right elements inert', () => {
    const { get } = page();
    const undoA = inertOthers(get('layer-a'));
    const undoB = inertOthers(get('layer-b'));
    expect(get('layer-a')).toHaveAttribute('inert');
    // The lower modal closes first: the page must stay inert for the one still open.
    undoA();
    expect(get('app')).toHaveAttribute('inert');
    expect(get('layer-b')).not.toHaveAttribute('inert');
    undoB();
    expect(get('app')).not.toHaveAttribute('inert');
    expect(get('layer-a')).not.toHaveAttribute('inert');
    undoB();
    expect(get('host-inert')).toHaveAttribute('inert');
  });
});

describe('lockScroll', () => {
  it('restores the body overflow it found, only when the last lock is released', () => {
    document.body.style.overflow = 'scroll';
    const first = lockScroll(document);
    const second = lockScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('scroll');
  });
});

describe('lockScroll padding', () => {
  // jsdom lays nothing out: the page's scrollbar is given as the gap between the window and the root's width.
  const withScrollbar = (width: number) =>
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth - width });

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
    document.documentElement.removeAttribute('dir');
    document.body.removeAttribute('style');
  });

  it('stands in for the scrollbar on the right of a left-to-right page, and gives the padding back', () => {
    withScrollbar(15);
    const release = lockScroll(document);
    expect(document.body.style.paddingRight).toBe('15px');
    expect(document.body.style.paddingLeft).toBe('');
    release();
    expect(document.body.style.paddingRight).toBe('');
  });

  it('stands in for the scrollbar on the left of a right-to-left page, where browsers put it', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.style.direction = 'rtl';
    withScrollbar(15);
    const release = lockScroll(document);
    expect(document.body.style.paddingLeft).toBe('15px');
    expect(document.body.style.paddingRight).toBe('');
    release();
    expect(document.body.style.paddingLeft).toBe('');
    document.documentElement.style.direction = '';
  });
});

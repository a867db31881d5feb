import { afterEach, describe, expect, it } from 'vitest';
import { directionAt, inlineArrowStep } from './direction';

describe('inlineArrowStep', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads Right as forward in left-to-right text and Left as forward in right-to-left text', () => {
    document.body.innerHTML = '<div dir="rtl"><button id="rtl"></button><div dir="ltr"><button id="ltr"></button></div></div>';
    const rtl = document.getElementById('rtl')!;
    const ltr = document.getElementById('ltr')!;
    expect(directionAt(rtl)).toBe('rtl');
    expect(directionAt(ltr)).toBe('ltr');
    expect([inlineArrowStep('ArrowLeft', rtl), inlineArrowStep('ArrowRight', rtl)]).toEqual([1, -1]);
    expect([inlineArrowStep('ArrowLeft', ltr), inlineArrowStep('ArrowRight', ltr)]).toEqual([-1, 1]);
    expect(inlineArrowStep('ArrowDown', rtl)).toBe(0);
  });

  it('takes a page without any dir as left to right', () => {
    document.body.innerHTML = '<button id="plain"></button>';
    expect(inlineArrowStep('ArrowRight', document.getElementById('plain')!)).toBe(1);
  });
});

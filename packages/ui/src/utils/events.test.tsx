import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { composeEventHandlers, mergeRefs } from './events';

describe('composeEventHandlers', () => {
  it('runs the user handler, then ours', () => {
    const calls: string[] = [];
    render(<button onClick={composeEventHandlers(() => calls.push('user'), () => calls.push('ours'))}>Go</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['user', 'ours']);
  });

  it('skips ours when the user prevents the default', () => {
    const ours = vi.fn();
    render(<button onClick={composeEventHandlers((e) => e.preventDefault(), ours)}>Go</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(ours).not.toHaveBeenCalled();
  });
});

describe('mergeRefs', () => {
  it('feeds object and callback refs alike', () => {
    const objectRef = createRef<HTMLButtonElement>();
    const callback = vi.fn();
    render(<button ref={mergeRefs(objectRef, callback)}>Go</button>);
    expect(objectRef.current).toBe(screen.getByRole('button', { name: 'Go' }));
    expect(callback).toHaveBeenCalledWith(objectRef.current);
  });
});

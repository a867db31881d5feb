import { describe, expect, it } from 'vitest';
import { serverRender, styleAttributes } from '../../../../test-support/serverRender';
import { EduProvider } from '../EduProvider/EduProvider';
import { FileDrop } from '../FileDrop';
import { RichTextEditor } from '../RichTextEditor';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Truncate } from '../Truncate';

// A strict Content Security Policy (style-src without 'unsafe-inline') blocks every style attribute: the pieces
// whose size or count is a prop carry it in a class, so a server render writes none.
describe('server-rendered sizes', () => {
  it('are classes, never style attributes', () => {
    const { html, css } = serverRender(
      <EduProvider>
        <SkeletonGroup>
          <Skeleton shape="circle" width={64} />
          <Skeleton lines={3} width="80%" />
          <Skeleton shape="rect" height={240} />
        </SkeletonGroup>
        <Truncate lines={2}>{'A long paragraph. '.repeat(40)}</Truncate>
        <RichTextEditor label="Description" />
        <FileDrop label="Pictures" />
      </EduProvider>,
    );
    expect(styleAttributes(html)).toEqual([]);
    expect(css).toContain('--edu-skeleton-width:64px;');
    expect(css).toContain('--edu-skeleton-width:80%;');
    expect(css).toContain('--edu-skeleton-height:240px;');
    expect(css).toContain('-webkit-line-clamp:2;');
    expect(html).toContain('data-state="loading"');
    // The loading editor holds its place with the editing area's own rule.
    expect(css).toContain('min-height:140px;');
  });
});

import { css, styled } from 'styled-components';
import { heading } from '@edupassport/ui';
import { t } from '../PostActions/theme';

/** Sanitized rich text: paragraphs, lists, links and images sized to the card. */
export const richText = css`
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-md']};
  line-height: ${(p) => t(p).font['line-height']};
  color: ${(p) => t(p).color.text};
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 ${(p) => t(p).space['200']};
  }
  a {
    color: ${(p) => t(p).color.primary};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${(p) => t(p).radius.md};
  }
  blockquote {
    padding-inline-start: ${(p) => t(p).space['300']};
    border-inline-start: 3px solid ${(p) => t(p).color.border};
    color: ${(p) => t(p).color['text-muted']};
  }
  pre,
  code {
    font-family: ${(p) => t(p).font.mono};
    font-size: ${(p) => t(p).font['size-sm']};
    /* A host's own code rules (colour, background, padding) stop here. */
    color: inherit;
    background: none;
    padding: 0;
  }
  /* Headings a writer used: the kit's heading rules, never the host page's h1/h2. */
  h1,
  h2,
  h3,
  h4 {
    ${heading}
    margin: 0 0 ${(p) => t(p).space['200']};
  }
`;

export const BodyRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['300']};
  min-width: 0;
`;

// A headline is the author's own text: its direction is its own (dir=auto), whatever the page's.
export const Headline = styled.h3.attrs({ dir: 'auto' })`
  ${heading}
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-sm']};
  color: ${(p) => t(p).color['text-muted']};
`;

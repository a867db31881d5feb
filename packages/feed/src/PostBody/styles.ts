import { css, styled } from 'styled-components';
import { heading } from '@edupassport/ui';
import { tokens } from '../PostActions/theme';

/** Sanitized rich text: paragraphs, lists, links and images sized to the card. */
export const richText = css`
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-md']};
  line-height: ${tokens.font['line-height']};
  color: ${tokens.color.text};
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
    margin: 0 0 ${tokens.space['200']};
  }
  a {
    color: ${tokens.color.primary};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${tokens.radius.md};
  }
  blockquote {
    padding-inline-start: ${tokens.space['300']};
    border-inline-start: 3px solid ${tokens.color.border};
    color: ${tokens.color['text-muted']};
  }
  pre,
  code {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font['size-sm']};
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
    margin: 0 0 ${tokens.space['200']};
  }
`;

export const BodyRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
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
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

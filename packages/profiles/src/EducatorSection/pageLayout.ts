import { styled } from 'styled-components';
import { heading, pageSurface } from '@edupassport/ui';
import { tokens } from './styles';

/** The educator and business profile pages' frame: a centred column of hero and sections. */
export const PageRoot = styled.div`
  display: grid;
  gap: ${tokens.space['400']};
  max-width: 1200px;
  margin: 0 auto;
  /* The page's own colour between its cards, and the kit's text, whatever the host page is. */
  ${pageSurface}
`;

/** The name (h1) and its line below, beside the hero's avatar. */
export const PageTitle = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  & h1 {
    ${heading}
    font-size: ${tokens.font['size-2xl']};
    overflow-wrap: anywhere;
  }
  & p {
    margin: ${tokens.space['100']} 0 0;
    color: ${tokens.color['text-muted']};
  }
`;

/** Two columns, `$split` parts wide each (left, right); one column below 900px. */
export const PageColumns = styled.div<{ $split: readonly [number, number] }>`
  display: grid;
  grid-template-columns: minmax(0, ${(p) => p.$split[0]}fr) minmax(0, ${(p) => p.$split[1]}fr);
  gap: ${tokens.space['400']};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One column of sections. */
export const PageColumn = styled.div`
  display: grid;
  gap: ${tokens.space['400']};
  min-width: 0;
`;

import { styled } from 'styled-components';
import { t } from '../theme';

export { t };

/** A list of profile items: one row each, with a rule between rows. */
export const ItemList = styled.ul`
  display: grid;
  gap: ${(p) => t(p).space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row of a section list; hidden items are dimmed (their '(Hidden)' text says it too). */
export const ItemRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => t(p).space['200']};
  padding: ${(p) => t(p).space['200']} ${(p) => t(p).space['300']};
  border: 1px solid ${(p) => t(p).color.border};
  border-radius: ${(p) => t(p).radius.md};
  background: ${(p) => t(p).color.surface};
  /* Dimmed without opacity, so the text keeps its contrast; '(Hidden)' says it in words. */
  &[data-hidden='true'] {
    border-style: dashed;
    background: ${(p) => t(p).color['surface-muted']};
    color: ${(p) => t(p).color['text-muted']};
  }
  & > [data-part='content'] {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/** Muted secondary text. */
export const Muted = styled.span`
  color: ${(p) => t(p).color['text-muted']};
  font-size: ${(p) => t(p).font['size-sm']};
`;

/** A read-only label/value list. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(100px, max-content) 1fr;
  gap: ${(p) => t(p).space['200']} ${(p) => t(p).space['400']};
  margin: 0;
  & dt {
    color: ${(p) => t(p).color['text-muted']};
    font-size: ${(p) => t(p).font['size-sm']};
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* A bio's paragraphs: apart from each other, flush with the row. */
  & dd p {
    margin: 0;
  }
  & dd p + p {
    margin-top: ${(p) => t(p).space['200']};
  }
`;

/** A preview block in a form → preview → save dialog. */
export const PreviewBox = styled.div`
  display: grid;
  gap: ${(p) => t(p).space['200']};
  padding: ${(p) => t(p).space['400']};
  border: 1px dashed ${(p) => t(p).color['border-strong']};
  border-radius: ${(p) => t(p).radius.md};
  background: ${(p) => t(p).color['surface-muted']};
`;

/** Fields stacked in a dialog form. */
export const FormStack = styled.div`
  display: grid;
  gap: ${(p) => t(p).space['400']};
`;

/** Two fields side by side, stacked on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${(p) => t(p).space['400']};
`;

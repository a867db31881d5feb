import { styled } from 'styled-components';
import { t, tokens } from '../theme';

export { t, tokens };

/** A list of profile items: one row each, with a rule between rows. */
export const ItemList = styled.ul`
  display: grid;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row of a section list; hidden items are dimmed (their '(Hidden)' text says it too). */
export const ItemRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  /* Dimmed without opacity, so the text keeps its contrast; '(Hidden)' says it in words. */
  &[data-hidden='true'] {
    border-style: dashed;
    background: ${tokens.color['surface-muted']};
    color: ${tokens.color['text-muted']};
  }
  & > [data-part='content'] {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/** Muted secondary text. */
export const Muted = styled.span`
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/** A read-only label/value list. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(100px, max-content) 1fr;
  gap: ${tokens.space['200']} ${tokens.space['400']};
  margin: 0;
  & dt {
    color: ${tokens.color['text-muted']};
    font-size: ${tokens.font['size-sm']};
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
    margin-top: ${tokens.space['200']};
  }
`;

/** A preview block in a form → preview → save dialog. */
export const PreviewBox = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['400']};
  border: 1px dashed ${tokens.color['border-strong']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
`;

/** Fields stacked in a dialog form. */
export const FormStack = styled.div`
  display: grid;
  gap: ${tokens.space['400']};
`;

/** Two fields side by side, stacked on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${tokens.space['400']};
`;

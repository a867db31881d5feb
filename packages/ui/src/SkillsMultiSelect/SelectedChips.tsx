import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../EduProvider/context';
import { skillsMessages } from '../messages/skills';
import { tokens } from '../theme/theme';
import { uiCatalogs } from '../messages/catalogs';

export interface SelectedChipsProps extends HTMLAttributes<HTMLUListElement> {
  /** The chosen items, in order. */
  items: string[];
  /** How many chips to show before '+N more'; default 3. */
  limit?: number | undefined;
  /** How an item reads (a stored value in the reader's language); default the item itself. */
  optionLabel?: ((item: string) => string) | undefined;
}

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['100']};
  max-width: 100%;
  padding: ${tokens.space['100']} ${tokens.space['300']};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  font-size: ${tokens.font['size-sm']};
  line-height: 1.4;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const same = (item: string) => item;

/** The collapsed view of a multi-selection: up to `limit` chips, then '+N more'. */
export const SelectedChips = forwardRef<HTMLUListElement, SelectedChipsProps>(function SelectedChips({ items, limit = 3, optionLabel = same, ...rest }, ref) {
  const m = useMessages('ui', skillsMessages, uiCatalogs.loaders);
  const shown = items.slice(0, Math.max(0, limit));
  const hidden = items.length - shown.length;
  return (
    <List ref={ref} data-count={items.length} {...rest}>
      {shown.map((item) => (
        <li key={item}>
          <Chip>{optionLabel(item)}</Chip>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Chip data-part="more" title={items.slice(shown.length).map(optionLabel).join(', ')}>
            {m.moreCount(hidden)}
          </Chip>
        </li>
      ) : null}
    </List>
  );
});

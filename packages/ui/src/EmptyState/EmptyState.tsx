import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { heading, surfaceText } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon above the title; default none. */
  icon?: ReactNode | undefined;
  /** The headline, e.g. 'No saved jobs yet'; required. */
  title: ReactNode;
  /** The heading level of the title, to fit the page outline; default 3. */
  headingLevel?: HeadingLevel | undefined;
  /** A sentence explaining what to do next; default none. */
  description?: ReactNode | undefined;
  /** An action, e.g. a Button or Link; default none. */
  action?: ReactNode | undefined;
  /** A tighter layout for use inside a card; default false. */
  compact?: boolean | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['800']} ${tokens.space['400']};
  ${surfaceText}
  text-align: center;
  min-width: 0;
  /* A long unbroken word (a pasted search, a link) wraps anywhere rather than widening the page. */
  overflow-wrap: anywhere;

  & > * {
    max-width: 100%;
    min-width: 0;
  }

  &[data-compact] {
    gap: ${tokens.space['200']};
    padding: ${tokens.space['400']};
  }
`;

const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color['text-muted']};
  font-size: 28px;
  [data-compact] > & {
    width: 40px;
    height: 40px;
    font-size: 20px;
  }
  [data-tone='danger'] > & {
    color: ${tokens.color.danger};
  }
`;

const Title = styled.h3`
  ${heading}
  line-height: 1.3;
  text-align: center;
  [data-compact] > & {
    font-size: ${tokens.font['size-md']};
  }
`;

const Description = styled.div`
  max-width: 42ch;
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  line-height: ${tokens.font['line-height']};
`;

const Action = styled.div`
  margin-top: ${tokens.space['100']};
`;

/**
 * What a list or page shows when it has nothing yet: an icon, a title, a description and an action.
 * ErrorState is built on it. State shows as `data-compact`.
 */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(props, ref) {
  const { icon, title, headingLevel = 3, description, action, compact = false, ...rest } = useComponentProps('EmptyState', props);
  return (
    <Root ref={ref} data-compact={compact ? '' : undefined} {...rest}>
      {icon ? (
        <Icon aria-hidden="true" data-part="icon">
          {icon}
        </Icon>
      ) : null}
      <Title as={`h${headingLevel}`} data-part="title">
        {title}
      </Title>
      {description ? <Description data-part="description">{description}</Description> : null}
      {action ? <Action data-part="action">{action}</Action> : null}
    </Root>
  );
});

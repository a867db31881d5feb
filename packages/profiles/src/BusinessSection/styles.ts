import { styled } from 'styled-components';
import { heading } from '@edupassport/ui';
import { t, tokens } from '../EducatorSection/styles';

export { t, tokens };

/** Chips of a list field (business types, skills): wrapping, no bullets. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['100']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A save or delete failure, announced and kept beside the form. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/** A small heading inside a section. */
export const SubHeading = styled.h3`
  ${heading}
  font-size: ${tokens.font['size-md']};
  font-weight: ${tokens.font['weight-bold']};
`;

/** Stacked blocks of a section. */
export const Stack = styled.div`
  display: grid;
  gap: ${tokens.space['300']};
  min-width: 0;
`;

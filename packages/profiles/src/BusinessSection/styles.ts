import { styled } from 'styled-components';
import { heading } from '@edupassport/ui';
import { t } from '../EducatorSection/styles';

export { t };

/** Chips of a list field (business types, skills): wrapping, no bullets. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => t(p).space['100']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A save or delete failure, announced and kept beside the form. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => t(p).color.danger};
  font-size: ${(p) => t(p).font['size-sm']};
`;

/** A small heading inside a section. */
export const SubHeading = styled.h3`
  ${heading}
  font-size: ${(p) => t(p).font['size-md']};
  font-weight: ${(p) => t(p).font['weight-bold']};
`;

/** Stacked blocks of a section. */
export const Stack = styled.div`
  display: grid;
  gap: ${(p) => t(p).space['300']};
  min-width: 0;
`;

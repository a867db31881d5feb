import { styled } from 'styled-components';
import { mirrorInRtl } from '../theme/mixins';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** "Previous" (back along the line): points left, right in right-to-left text. */
export const PreviousIcon = styled(ChevronLeftIcon)`
  ${mirrorInRtl}
`;

/** "Next" (on along the line): points right, left in right-to-left text. */
export const NextIcon = styled(ChevronRightIcon)`
  ${mirrorInRtl}
`;

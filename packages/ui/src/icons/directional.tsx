import { styled } from 'styled-components';
import { mirrorInRtl } from '../theme/mixins';
import { createIcon } from './icons';

/** "Previous" (back along the line): points left, right in right-to-left text. */
export const PreviousIcon = styled(createIcon('Previous', ['m15 18-6-6 6-6']))`
  ${mirrorInRtl}
`;

/** "Next" (on along the line): points right, left in right-to-left text. */
export const NextIcon = styled(createIcon('Next', ['m9 18 6-6-6-6']))`
  ${mirrorInRtl}
`;

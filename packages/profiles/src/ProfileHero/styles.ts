import { CROP_ASPECTS } from '@edupassport/ui/headless';
import { styled } from 'styled-components';
import { t, tokens } from '../EducatorSection/styles';

export { t, tokens };

/** A banner's box at the spec's 6.34 aspect; the gradient shows when there is no image (or it fails). */
export const BannerFrame = styled.div`
  position: relative;
  aspect-ratio: ${CROP_ASPECTS.banner};
  min-height: 72px;
  overflow: hidden;
  background: linear-gradient(120deg, ${tokens.color.primary}, ${tokens.color.secondary});
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

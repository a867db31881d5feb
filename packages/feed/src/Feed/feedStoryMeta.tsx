import type { Decorator } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { swapStoryPictures, withMockClock } from '../PostCard/storyData';

const Column = styled.div`
  max-width: 640px;
  margin: 0 auto;
`;

/** The feed in a column as wide as hosts give it, centred. */
export const withFeedColumn: Decorator = (Story) => (
  <Column>
    <Story />
  </Column>
);

/**
 * What the feed's story files share in their meta: the mock clock, the column and the pictures swapped for local
 * ones. Each file spreads it and keeps its own `title` and `component` written out, which Storybook's indexer reads.
 */
export const feedStoryBase = {
  decorators: [withMockClock, withFeedColumn],
  beforeEach: () => {
    swapStoryPictures();
  },
} satisfies { decorators: Decorator[]; beforeEach: () => void };

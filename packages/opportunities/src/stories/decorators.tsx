import type { Decorator } from '@storybook/react-vite';
import { EduProvider } from '@edupassport/ui';
import { defaultEventCover } from './storyImages';

// Module-level, so the nested provider's value stays the same across renders.
const storyRoutes = { defaultEventImage: () => defaultEventCover };

/**
 * The opportunities stories' world on top of the global one: the default event cover is an inline
 * picture (stories run offline, where /img/social-media/default-1.png does not exist).
 */
export const withOpportunities: Decorator = (Story) => (
  <EduProvider routes={storyRoutes}>
    <Story />
  </EduProvider>
);

/** A column the width of a card in a grid. */
export const cardWidth = (width = 380): Decorator =>
  function CardWidth(Story) {
    return (
      <div style={{ maxWidth: width }}>
        <Story />
      </div>
    );
  };

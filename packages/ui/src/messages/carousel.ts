/** Strings of the carousel: its controls and what it announces. */
export const carouselMessages = {
  previous: 'Previous',
  next: 'Next',
  carouselPosition: (current: number, total: number) => `${current} / ${total}`,
  goToPage: (page: number) => `Go to page ${page}`,
  carouselRoleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideOf: (slide: number, total: number) => `${slide} of ${total}`,
  slidesShown: (from: number, to: number, total: number) =>
    from === to ? `Slide ${from} of ${total}` : `Slides ${from} to ${to} of ${total}`,
};

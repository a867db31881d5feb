export { BusinessLinks } from './BusinessLinks';
export type { BusinessLinksProps } from './BusinessLinks';
export { LinkCard, gradientIndex } from './LinkCard';
export type { LinkCardProps } from './LinkCard';

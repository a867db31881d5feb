export { BusinessLinks } from './BusinessLinks';
export type { BusinessLinksProps } from './BusinessLinks';

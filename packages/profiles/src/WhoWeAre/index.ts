export { WhoWeAre } from './WhoWeAre';
export type { WhoWeAreProps } from './WhoWeAre';

export { ProfileHero } from './ProfileHero';
export type { ProfileHeroProps } from './ProfileHero';

export { Team } from './Team';
export type { TeamProps } from './Team';

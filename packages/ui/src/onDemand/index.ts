export { onDemand } from './onDemand';
export type { OnDemandOptions } from './onDemand';

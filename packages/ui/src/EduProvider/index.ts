export { EduProvider } from './EduProvider';
export type { EduProviderProps } from './EduProvider';

export { Credentials } from './Credentials';
export type { CredentialsProps } from './Credentials';

export { Link } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export type { LinkKind } from './resolveHref';

export { lightTokens, darkTokens, cssVar, tokenProperty, flattenTokens, tokensToCss } from './tokens';
export type { TokenName, TokenSet } from './tokens';

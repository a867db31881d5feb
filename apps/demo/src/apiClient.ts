/*
 * The API client (and the schemas it parses with) as boot.ts evaluates it ahead of the app: only what the app
 * runs. A dynamic import of the package's index would keep all of its exports, the profile pages' link previews
 * among them, and put them in every page's first view.
 */
export { createApiClient } from '@edupassport/api-client';

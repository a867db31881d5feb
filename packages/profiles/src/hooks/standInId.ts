/**
 * List saves answer without the new items' ids: until the profile is read back, a new item carries a stand-in id
 * that the server must never see (a hide, a delete, or the next list save of it).
 */
const STAND_IN_PREFIX = 'new-';

/** A stand-in id made of the item's own values. */
export function standInId(...parts: Array<string | number | undefined | null>): string {
  return `${STAND_IN_PREFIX}${parts.map((part) => part ?? '').join('-')}`;
}

/** Whether an item is still waiting for its server id, so cannot be hidden, shown or deleted yet. */
export function awaitsServerId(item: { id?: string | number | null | undefined }): boolean {
  return typeof item.id === 'string' && item.id.startsWith(STAND_IN_PREFIX);
}

/** The id to send in a list save: none for an item still waiting for its own (the server gives it one). */
export function serverId<Id extends string | number>(id: Id | undefined): Id | undefined {
  return awaitsServerId({ id }) ? undefined : id;
}

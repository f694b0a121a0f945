const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach a `uuid` column: no cast errors, no wasted queries. */
export const isUuid = (id: string) => UUID.test(id);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids reach SQL only when they look like UUIDs, so a malformed one is a 404, never a DB error. */
export const isUuid = (s: string): boolean => UUID_RE.test(s);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id (uuid). A malformed id is an unknown id: 404, never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);

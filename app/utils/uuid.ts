// A record id as the database writes it (gen_random_uuid), in any letter case. Browser-safe: the
// checks that keep a text out of a uuid column, and the pages that link only real product ids.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

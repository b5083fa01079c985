// One reading of a Cookie header for the whole app (browser-safe): the theme cookie (ADR 075),
// `vp_js` (ADR 114) and the session cookie's direct check (ADR 115) all use it.

/**
 * Every cookie named `name`, in header order (quotes dropped, %-decoded when it can be). A browser sends
 * several of one name when they differ in path or domain (one a sibling subdomain may have set).
 */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      values.push(value.includes("%") ? decodeURIComponent(value) : value);
    } catch {
      values.push(value);
    }
  }
  return values;
}

/** The first cookie named `name`, as better-call reads it (quotes dropped, %-decoded when it can be); null when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  return cookieValues(header, name)[0] ?? null;
}

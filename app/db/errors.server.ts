// PostgreSQL and PGlite report a refused statement with its SQLSTATE `code` (and the `constraint` it
// broke) on the error itself or, through Drizzle, on one of its causes. One reader for every feature
// that turns such a refusal into a Polish 4xx (a taken code, a concurrent save, a vanished row).

export type DatabaseErrorInfo = { code: string; constraint?: string };

/** The first SQLSTATE found on the error or its chain of causes. */
export function databaseError(error: unknown): DatabaseErrorInfo | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    }
  }
  return undefined;
}

/** Whether the database refused the statement with one of `codes` (unique_violation is 23505). */
export function isDatabaseError(error: unknown, ...codes: string[]): boolean {
  const found = databaseError(error);
  return found !== undefined && codes.includes(found.code);
}

export const isUniqueViolation = (error: unknown): boolean => isDatabaseError(error, "23505");

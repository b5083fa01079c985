// Issue #12 point 1: while PostgreSQL restarts, queries fail with connection errors. Those are
// "database unavailable" (503, a Polish page, one warning line), not bugs (500 with a stack).
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: terminating connection due to administrator command
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the database system is starting up / shutting down
  "08000",
  "08001",
  "08003",
  "08006",
]);
const CONNECTION_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection|Cannot use a pool after calling end/i;

/** True for errors meaning "the database cannot be reached right now" (walks wrapped causes). */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailableError)) return true;
    current = cause;
  }
  return false;
}

export const RETRY_AFTER_SECONDS = 10;

/** The whole answer while the database is down: plain Polish HTML, no database needed to render it. */
export function databaseUnavailableResponse(): Response {
  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Serwis chwilowo niedostępny – Viralne Produkty</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>Serwis chwilowo niedostępny</h1>
<p>Nie możemy teraz połączyć się z bazą danych. Spróbuj ponownie za kilka chwil.</p>
<p><a href="/">Wróć na stronę główną</a></p></main>
</body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(RETRY_AFTER_SECONDS),
    },
  });
}

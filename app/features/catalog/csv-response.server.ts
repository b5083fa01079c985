import { warsawDay } from "~/utils/format";

/** A CSV download: `{name}-YYYY-MM-DD.csv`, never cached (it is private admin data). */
export function csvResponse(body: string, name: string): Response {
  const day = warsawDay();
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

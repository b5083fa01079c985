import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

// For load balancers: 200 only when the database answers.
export async function loader() {
  try {
    await db.execute(sql`SELECT 1`);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "database unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";

import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { dataDiskSpace } from "~/server/disk-space.server";

const noStore = { "Cache-Control": "no-store" };

// For load balancers: 200 while the database answers, 503 when it does not. Low disk space keeps
// the 200 (reads still work, and every process shares the disk: taking them all out would turn
// failing writes into a whole outage) but says "degraded" for a monitor watching the body.
export async function loader() {
  try {
    await db.execute(sql`SELECT 1`);
  } catch {
    return Response.json({ status: "database unavailable" }, { status: 503, headers: noStore });
  }
  const disk = await dataDiskSpace();
  if (disk?.low) return Response.json({ status: "degraded", problem: "low disk space", freeBytes: disk.freeBytes }, { headers: noStore });
  return Response.json({ status: "ok" }, { headers: noStore });
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";

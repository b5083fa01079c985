import { openDatabase } from "../app/db/client.server";
import { createBenchSession, sessionCookie } from "../bench/bench-session";
const handle = await openDatabase({ dataDir: process.argv[2]! });
const token = await createBenchSession(handle.db);
console.log(sessionCookie(token, process.argv[3]!) + "; vp_js=1");
await handle.close?.();
process.exit(0);

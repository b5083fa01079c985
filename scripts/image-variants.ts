// npm run images:variants — makes the 320/640 px copies (ADR 086) of images stored before they
// existed. Needed once on S3 storage; local storage makes them on first request anyway.
import path from "node:path";
import { config } from "../app/config.server";
import { openDatabase } from "../app/db/client.server";
import { uploads } from "../app/db/schema";
import { backfillVariants } from "../app/features/media/image-variants.server";
import { storage } from "../app/features/media/storage.server";

const cfg = config();
const handle = cfg.databaseUrl
  ? await openDatabase({ url: cfg.databaseUrl, poolSize: 1 })
  : await openDatabase({ dataDir: path.join(cfg.dataDir, "db") });
try {
  const keys = (await handle.db.select({ key: uploads.key }).from(uploads)).map((row) => row.key);
  const made = await backfillVariants(storage(), keys);
  console.log(`${keys.length} images checked, ${made} copies made.`);
} finally {
  await handle.close();
}

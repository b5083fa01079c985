import { sql } from "drizzle-orm";
import type { Executor } from "../../client.server";
import { products } from "../../schema";
import { createDemoUsers } from "./accounts";
import { seedDemoBlog } from "./blog";
import { seedDemoProducts } from "./catalog";
import { createRandom } from "./text";

export { DEMO_ACCOUNTS } from "./accounts";

/**
 * Loads the Polish demo catalogue, blog and demo accounts — only into an empty catalogue, so a
 * restart never duplicates it. Reference data must already be applied. Returns whether it seeded.
 * The caller decides whether demo data is wanted at all (config().seedDemo, DESIGN §3).
 */
export async function seedDemo(db: Executor, now = new Date()): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count > 0) return false;
  const random = createRandom(20_260_101);
  await db.transaction(async (tx) => {
    const executor = tx as unknown as Executor;
    const users = await createDemoUsers(executor, now);
    const seeded = await seedDemoProducts(executor, users, random, now);
    await seedDemoBlog(executor, seeded, users.adminId, random, now);
  });
  return true;
}

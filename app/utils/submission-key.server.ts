// One-time form keys (app/db/schema/forms.ts): a second send of the same creating form returns the
// first send's result instead of creating it again.
import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { isUuid } from "./uuid";

/** How long a key is remembered: longer than any form stays open and is sent twice. */
const KEPT = sql`now() - interval '2 days'`;

/** A fresh key for a creating form's page (its loader). */
export const newSubmissionKey = (): string => randomUUID();

/**
 * Inside the creating transaction, before anything else: null when this is the key's first send (or
 * there is no usable key), else the id the first send made. A concurrent second send waits here for
 * the first transaction and then sees its result.
 */
export async function earlierResult(tx: Executor, key: string | null | undefined): Promise<string | null> {
  if (!key || !isUuid(key)) return null;
  await tx.delete(formSubmissions).where(lt(formSubmissions.createdAt, KEPT));
  const claimed = await tx
    .insert(formSubmissions)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: formSubmissions.key });
  if (claimed.length) return null;
  const [first] = await tx
    .select({ resultId: formSubmissions.resultId })
    .from(formSubmissions)
    .where(eq(formSubmissions.key, key));
  return first?.resultId ?? null;
}

/** Records what the key's first send made (same transaction). */
export async function recordResult(tx: Executor, key: string | null | undefined, resultId: string): Promise<void> {
  if (key && isUuid(key)) await tx.update(formSubmissions).set({ resultId }).where(eq(formSubmissions.key, key));
}

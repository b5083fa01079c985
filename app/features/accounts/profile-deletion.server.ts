import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { profiles, session } from "~/db/schema";

// spec: public §4 Account deletion, §7 "Update profiles: data_deletion_requested …". The request is
// recorded for staff to act on within 24 hours; the account is signed out everywhere at once.

/** Flags the deletion request and revokes every session of the user, in one transaction. */
export async function requestAccountDeletion(userId: string, executor: Executor = db): Promise<{ revokedSessions: number }> {
  return executor.transaction(async (tx) => {
    const now = sql`now()`;
    await tx
      .insert(profiles)
      .values({ id: userId, dataDeletionRequested: true, dataDeletionRequestedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: profiles.id,
        // A repeated pending request keeps the first timestamp: staff count the 24 hours from it.
        set: {
          dataDeletionRequested: true,
          dataDeletionRequestedAt: sql`CASE WHEN ${profiles.dataDeletionRequested} THEN COALESCE(${profiles.dataDeletionRequestedAt}, now()) ELSE now() END`,
          updatedAt: now,
        },
      });
    const revoked = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    return { revokedSessions: revoked.length };
  });
}

import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { account } from "~/db/schema";
import { clear, consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { verifyPassword } from "./password.server";

// The signed-in user's own password, asked again before a change that locks them out or hands the
// account to someone else (e-mail change, account deletion): a borrowed or stolen session is not
// enough. Guesses share the 5-per-15-minutes per-user limit of every password check; a right
// password forgets the earlier misses.

export type PasswordCheck = { ok: true } | { ok: false; reason: "wrong" | "limited"; retryAfter?: number };

async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return Boolean(row?.hash) && (await verifyPassword({ hash: row!.hash!, password }));
}

export async function checkOwnPassword(userId: string, password: string): Promise<PasswordCheck> {
  try {
    await consume(LIMITS.passwordCheck, userId);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, reason: "limited", retryAfter: error.retryAfter };
    throw error;
  }
  if (!password || !(await passwordMatches(userId, password))) return { ok: false, reason: "wrong" };
  await clear(LIMITS.passwordCheck, userId);
  return { ok: true };
}

import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verification } from "~/db/schema";

// Better Auth's e-mail verification token is a signed JWT that stays valid until it expires. We
// make each link single-use: the link's row (keyed by a hash of the token, so the table never holds
// a working link) is deleted atomically when it is used.

export const VERIFICATION_LINK_PREFIX = "email-verification-link:";

export function verificationLinkIdentifier(token: string): string {
  return `${VERIFICATION_LINK_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
}

export async function storeVerificationLink(userId: string, token: string, ttlSeconds: number): Promise<void> {
  const now = new Date();
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: verificationLinkIdentifier(token),
    value: userId,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
    updatedAt: now,
  });
}

export type LinkState = { status: "valid"; userId: string } | { status: "expired" } | { status: "invalid" };

/** Uses the link up: the first caller gets "valid", every later one "invalid" (already used). */
export async function consumeVerificationLink(token: string, now: Date = new Date()): Promise<LinkState> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, verificationLinkIdentifier(token)))
    .returning({ userId: verification.value, expiresAt: verification.expiresAt });
  if (!row) return { status: "invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "valid", userId: row.userId };
}

import { sql, type SQL } from "drizzle-orm";

// THE rule of who may be sent a member mail they did not just ask for (a price alert, the trend
// newsletter): a confirmed address, e-mail on (the Profil tab's master switch, ADR 015), the mail's own
// flag on, no account deletion pending, and not blocked now (ADR 158: a blocked account cannot sign in
// to act on it). One definition, so the newsletter and the price alerts cannot drift apart (they had
// two: the alerts still went to blocked accounts). In SQL over `u` ("user"), `s` (user_settings) and
// `pr` (profiles); the last two may be missing (the defaults apply).

const FLAG_DEFAULTS = { marketing_emails: false, product_updates: true } as const;
export type MemberMailFlag = keyof typeof FLAG_DEFAULTS;

export function mayReceiveMemberMail(flag: MemberMailFlag): SQL {
  // The flag is one of two fixed names, never input: safe to write into the statement.
  const own = sql.raw(`COALESCE((s.notification_preferences->>'${flag}')::boolean, ${FLAG_DEFAULTS[flag]})`);
  return sql`(u.email_verified
    AND COALESCE((s.notification_preferences->>'email_notifications')::boolean, true)
    AND ${own}
    AND NOT COALESCE(pr.data_deletion_requested, false)
    AND NOT COALESCE(pr.blocked_at IS NOT NULL AND (pr.blocked_until IS NULL OR pr.blocked_until > now()), false))`;
}

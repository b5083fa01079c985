import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_PRIVACY_SETTINGS, profiles, user, userSettings, type PrivacySettings } from "~/db/schema";
import { blockedNow } from "~/features/access/user-directory.server";

// ADR 202: the four privacy switches of /profil → Edytuj are read here, in SQL, by the pages that
// show a person to others (product reviews, the public profile). A query using these fragments
// LEFT JOINs user_settings (and profiles) on the person's id: an account without a settings row, or
// a row whose stored value is not a boolean, gets the spec's default, as loadSettings reads it.

/** One privacy flag of the joined user_settings row, with the spec's default. */
export function privacyFlag(key: keyof PrivacySettings): SQL<boolean> {
  const name = sql.raw(`'${key}'`);
  const fallback = sql.raw(DEFAULT_PRIVACY_SETTINGS[key] ? "true" : "false");
  return sql<boolean>`(CASE WHEN jsonb_typeof(${userSettings.privacySettings} -> ${name}) = 'boolean' THEN (${userSettings.privacySettings} ->> ${name})::boolean ELSE ${fallback} END)`;
}

/**
 * The person's profile may be shown: switched public, with an address, and neither blocked now nor
 * waiting for deletion (the joined profiles row; no row = never blocked, no deletion asked).
 */
export const profileIsPublic = sql<boolean>`(${privacyFlag("public_profile")} AND ${userSettings.publicId} IS NOT NULL AND ${profiles.id} IS NOT NULL AND NOT ${blockedNow} AND NOT ${profiles.dataDeletionRequested}) IS TRUE`;

/** The public profile's id when the profile may be shown, else null (the review links to it). */
export const publicProfileIdOrNull = sql<string | null>`CASE WHEN ${profileIsPublic} THEN ${userSettings.publicId} END`;

/**
 * The account's own name, only for a person without a profiles row (every account made since the first
 * release has one). With a row, its full name decides: a person who cleared "Imię i nazwisko" is shown
 * as "Użytkownik", not under the name given at registration (code review, session 39).
 */
export const accountNameWithoutProfile = sql<string | null>`CASE WHEN ${profiles.id} IS NULL THEN ${user.name} END`;

/** A new public profile id: 16 URL-safe characters from 96 random bits (not guessable, not the user id). */
export function newPublicId(): string {
  return randomBytes(12).toString("base64url");
}

/** The shape of a public id (what `newPublicId` makes): anything else is a 404 without a query. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

// ADR 160: the change log's vocabulary, shared by the server (what is written) and the panel (how it
// reads). Browser-safe: no database imports.
import type { SiteSettingField } from "~/features/site-settings/site-settings-types";

export const ACTIVITY_SUBJECTS = ["product", "post", "category", "product-type", "code", "review", "account", "role", "tag", "document", "settings", "newsletter"] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export const ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "deleted",
  "hidden",
  "shown",
  "published",
  "unpublished",
  "featured",
  "unfeatured",
  "restored",
  "imported",
  "activated",
  "deactivated",
  "blocked",
  "unblocked",
  "kept",
  "redacted",
  "permission-added",
  "permission-removed",
  "role-assigned",
  "role-revoked",
  "renamed", // ADR 171: a tag, on every product
  "merged",
  "submitted", // ADR 182: a draft handed to the publishers
  "returned", // … and handed back to its author with a note
  "sent", // ADR 185: a newsletter issue, to its subscribers
  "redirected", // ADR 206: a deleted product's old addresses sent on to a replacement (or back to 410)
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Product fields a save can change, in the form's order; an update entry names those it changed. */
export const PRODUCT_FIELDS = [
  "title",
  "description",
  "category",
  "type",
  "price",
  "currency",
  "verified",
  "trending",
  "scam",
  "hidden",
  "code",
  "alias",
  "tags",
  "images",
  "shops",
  "social",
  "seoTitle", // ADR 177
  "seoDescription",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/**
 * The fields whose values an update entry keeps, before and after (owner review, session 32: "zmieniono:
 * ceny" said nothing of the price, and an overwritten description could not be found again). Images,
 * shop and social links stay names only: the product form's own history is the place for those.
 */
export const VALUED_PRODUCT_FIELDS = ["title", "description", "category", "type", "price", "currency", "code", "alias", "tags", "seoTitle", "seoDescription"] as const satisfies readonly ProductField[];
export type ValuedProductField = (typeof VALUED_PRODUCT_FIELDS)[number];
export type ValueChange = { before: string; after: string };
/** A category's fields whose before and after the log keeps (review, session 49: a rename said only "zmieniono"). */
export const VALUED_CATEGORY_FIELDS = ["name", "code", "icon", "description", "active", "seoTitle", "seoDescription"] as const;
export type ValuedCategoryField = (typeof VALUED_CATEGORY_FIELDS)[number];

/** What an entry may carry besides who, what and when. */
export type ActivityDetails = {
  /** Product update: the fields that changed. */
  fields?: readonly ProductField[];
  /** Product update: the valued fields' text before and after (price as "original|discounted", tags "a|b"). */
  values?: Partial<Record<ValuedProductField, ValueChange>>;
  /** Product update made by a CSV import (its own entry beside the file's summary). */
  imported?: boolean;
  /** CSV import: how many rows were added and changed. */
  created?: number;
  updated?: number;
  /** Review removed by a moderator: its author (the name is read at display time). */
  authorId?: string;
  /** Review kept or removed by a moderator: how many open reports it had (ADR 162). */
  reports?: number;
  /** Review "restored" (ADR 197 addendum): the corrected review's original text came back (not a removed review). */
  originalText?: boolean;
  /** Role assigned or revoked (on an account): the role's name then, and the assignment's end (null: none). */
  role?: string;
  /** Role assignment: its end; a block (ADR 173): the end of a block for a time. */
  until?: string | null;
  /** A custom role's permission added or removed; the permissions a new role was created with. */
  permission?: string;
  permissions?: readonly string[];
  /** Block: the reason typed in the dialog; `ground`: the reason the person was given (ADR 173). */
  reason?: string;
  ground?: string;
  /** A tag renamed or merged (ADR 171): its new name; with its removal, how many products it concerned. */
  newName?: string;
  products?: number;
  /** A legal document's version (ADR 172): which document, its number once published, the day it applies from. */
  document?: string;
  version?: number;
  effectiveFrom?: string;
  /** ADR 198: a published version of the terms or the privacy policy — how many account holders it was queued to. */
  notified?: number;
  /** The site settings (ADR 179): the fields a save changed, and each one's text before and after. */
  settings?: readonly SiteSettingField[];
  settingValues?: Partial<Record<SiteSettingField, ValueChange>>;
  /** A category's update: each changed field's text before and after ("active": "1" or ""). */
  categoryValues?: Partial<Record<ValuedCategoryField, ValueChange>>;
  /** ADR 206: a deleted product's replacement — its title then, or null when cleared. */
  replacement?: string | null;
};

export type ActivityEntry = {
  id: string;
  performedAt: string;
  /** The person's name now; null when the account was erased since. */
  performerName: string | null;
  subject: ActivitySubject;
  action: ActivityAction;
  /** Subject's name at the time (an account's and a review author's are read now, see ADR 160). */
  label: string;
  /** Where the subject can be opened in the panel; null when it is gone or has no screen. */
  href: string | null;
  details: ActivityDetails;
  authorName?: string | null;
};

/** `from`/`to`: days (YYYY-MM-DD, Warsaw time), both included. */
/**
 * Quick spans of Dziennik (`?okres=`), counted back from today in Warsaw (0: today only). A saved view
 * "last 7 days" stays the last 7 days, where typed days would be fixed (session 36).
 */
export const ACTIVITY_PERIODS = { dzis: 0, "7-dni": 6, "30-dni": 29 } as const;
export type ActivityPeriod = keyof typeof ACTIVITY_PERIODS;

/** `from`/`to`: the days the query uses (a period's first day, too); `period`: the span chosen, if any. */
export type ActivityFilters = { subject: ActivitySubject | null; personId: string | null; from: string | null; to: string | null; period?: ActivityPeriod | null; page: number };

export type ActivityList = {
  entries: ActivityEntry[];
  page: number;
  pageCount: number;
  total: number;
  /** Everyone who appears in the log, for the person filter. */
  people: { id: string; name: string }[];
};

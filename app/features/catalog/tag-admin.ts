// The Tagi screen's vocabulary (ADR 171), browser-safe: the list's rows and filters, and the forms'
// schemas (ADR 019: the dialog and the action run the same ones). A new name goes through the tag
// rules of the product form (./tag-rules); the tag being changed is named exactly as listed.
import { z } from "zod";
import { BAD_FORM_MESSAGE, formText } from "~/utils/form";
import { TagNameSchema } from "./tag-rules";

export const TAGS_PAGE_SIZE = 50;
/** The table's sortable columns, also the `?sort=` values. */
export const TAG_SORT_KEYS = ["nazwa", "produkty"] as const;
export type TagSortKey = (typeof TAG_SORT_KEYS)[number];

export type TagFilters = { q: string; sort: { key: TagSortKey; dir: "asc" | "desc" }; page: number };
/** A tag with the number of products carrying it, and of those shown to the public (ADR 157). */
export type TagRow = { tag: string; products: number; visible: number };
export type TagList = { rows: TagRow[]; total: number; page: number; pageCount: number };

export const TAG_SAME_NAME = "Nowa nazwa jest taka sama jak obecna.";

/** The tag as the list showed it (exactly: "Prezent" and "prezent" are two rows until merged). */
const listedTag = formText.pipe(z.string().min(1, BAD_FORM_MESSAGE).max(500, BAD_FORM_MESSAGE));
/** How many products the dialog said (the version check: another editor's change moves it). */
const shownCount = formText.pipe(z.string().regex(/^\d{1,9}$/, BAD_FORM_MESSAGE)).transform(Number);

export const TagRenameSchema = z
  .object({
    intent: z.literal("rename"),
    tag: listedTag,
    count: shownCount,
    name: TagNameSchema,
    /** The new name once the dialog has said that it merges (empty: not yet asked). */
    merge: formText,
  })
  .superRefine((form, ctx) => {
    if (form.name === form.tag) ctx.addIssue({ code: "custom", path: ["name"], message: TAG_SAME_NAME });
  });

export const TagRemoveSchema = z.object({ intent: z.literal("remove"), tag: listedTag, count: shownCount });

export const TagsActionSchema = z.discriminatedUnion("intent", [TagRenameSchema, TagRemoveSchema], { error: BAD_FORM_MESSAGE });

export type TagRenameInput = z.output<typeof TagRenameSchema>;
export type TagRemoveInput = z.output<typeof TagRemoveSchema>;

/** What a rename that would merge answers (409) before anything changes: the dialog asks with it. */
export type MergeQuestion = { intent: "rename"; tag: string; into: string; existing: string; products: number };

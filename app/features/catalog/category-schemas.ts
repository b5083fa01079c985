// Zod schemas of the "Kategorie" admin screen (ADR 019: the same schema in the action and the form;
// ADR 132: what the screen may change). Browser-safe.
import { z } from "zod";
import { BAD_FORM_MESSAGE, formCheckbox, formText } from "~/utils/form";
import { seoTextField } from "~/utils/seo-text";
import { transliteratePolish } from "./product-code";

/** The icons a category may carry: the ones the reference categories use (lucide names, ./category-icons). */
export const CATEGORY_ICONS = ["package", "smartphone", "house", "shirt", "sparkles", "toy-brick", "dumbbell", "car", "paw-print", "luggage", "gift"] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 300;

export const CATEGORY_NAME_REQUIRED = "Podaj nazwę kategorii.";
export const TYPE_NAME_REQUIRED = "Podaj nazwę typu.";
export const NAME_TOO_LONG = `Nazwa może mieć najwyżej ${NAME_MAX} znaków.`;
export const CODE_FORMAT = "Kod to dwie wielkie litery od A do Z, np. EL.";
export const ICON_UNKNOWN = "Wybierz ikonę z listy.";
// The wording of the role form (msg.admin.17 translates it).
export const DESCRIPTION_TOO_LONG = `Opis może mieć najwyżej ${DESCRIPTION_MAX} znaków.`;
export const SLUG_EMPTY = "Z tej nazwy nie da się utworzyć adresu: użyj liter lub cyfr.";

/**
 * The address part made from a name (the rule of product aliases and post slugs, ADR 004/030): Polish
 * letters transliterated, lower case, spaces to hyphens, anything outside a-z 0-9 and hyphen removed.
 */
export function categorySlug(name: string): string {
  return transliteratePolish(name)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const id = formText.pipe(z.string().uuid(BAD_FORM_MESSAGE));
const optionalId = formText.pipe(z.union([z.literal(""), z.string().uuid(BAD_FORM_MESSAGE)])).transform((v) => v || null);
const name = (required: string) =>
  formText.pipe(
    z
      .string()
      .trim()
      .min(1, required)
      .max(NAME_MAX, NAME_TOO_LONG)
      .refine((v) => categorySlug(v) !== "", SLUG_EMPTY),
  );
const code = formText.pipe(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, CODE_FORMAT));
/**
 * ADR 166: the updated_at (ISO) of the row the edit form showed; the save refuses it with a 409 when
 * the row changed since. Empty for a new row; an edit without it is a 400 (ADR 194: it skipped the check).
 */
const expectedUpdatedAt = formText
  .pipe(z.string().trim().refine((v) => v === "" || !Number.isNaN(Date.parse(v)), BAD_FORM_MESSAGE))
  .transform((v) => v || null);

export const CategorySaveSchema = z.object({
  intent: z.literal("save-category"),
  id: optionalId,
  name: name(CATEGORY_NAME_REQUIRED),
  code,
  icon: formText.pipe(z.enum(CATEGORY_ICONS, ICON_UNKNOWN)),
  description: formText.pipe(z.string().trim().max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG)),
  isActive: formCheckbox,
  // ADR 177: the list's own search-engine texts; empty = generated, absent = kept as stored.
  seoTitle: seoTextField("title"),
  seoDescription: seoTextField("description"),
  expectedUpdatedAt,
});

export const TypeSaveSchema = z.object({
  intent: z.literal("save-type"),
  id: optionalId,
  categoryId: id,
  name: name(TYPE_NAME_REQUIRED),
  code,
  isDefault: formCheckbox,
  isActive: formCheckbox,
  expectedUpdatedAt,
});

const active = formText.pipe(z.enum(["0", "1"], BAD_FORM_MESSAGE)).transform((v) => v === "1");

export const CategoriesActionSchema = z.discriminatedUnion(
  "intent",
  [
    CategorySaveSchema,
    TypeSaveSchema,
    z.object({ intent: z.literal("delete-category"), id }),
    z.object({ intent: z.literal("delete-type"), id }),
    z.object({ intent: z.literal("set-category-active"), id, active }),
    z.object({ intent: z.literal("set-type-active"), id, active }),
  ],
  { error: BAD_FORM_MESSAGE },
);

/** What a save takes: the form's values; a caller without a version (seeding, scripts) may leave it out. */
type Versioned<T extends { expectedUpdatedAt: string | null }> = Omit<T, "expectedUpdatedAt"> & { expectedUpdatedAt?: string | null };
/** The SEO texts may be left out too (ADR 177: absent keeps the stored ones). */
export type CategorySaveInput = Omit<Versioned<z.output<typeof CategorySaveSchema>>, "seoTitle" | "seoDescription"> & { seoTitle?: string | null; seoDescription?: string | null };
export type TypeSaveInput = Versioned<z.output<typeof TypeSaveSchema>>;
export type CategoriesAction = z.output<typeof CategoriesActionSchema>;

// The review forms' browser check (ADR 019: the action's own schema). Imported lazily by
// useReviewFormCheck, so zod only reaches users who open a review form (ADR 083).
import type { z } from "zod";
import { formToObject } from "~/utils/form";
import { ReviewEditFormSchema } from "./review-schemas";
import { firstIssue, ReviewFormSchema } from "./schemas";

function problemOf(schema: z.ZodType, form: FormData): string | null {
  const parsed = schema.safeParse(formToObject(form));
  return parsed.success ? null : firstIssue(parsed.error);
}

/** The first problem's message (the forms show one line), or null when the action will accept it. */
export const REVIEW_FORM_CHECKS = {
  create: (form: FormData) => problemOf(ReviewFormSchema, form),
  edit: (form: FormData) => problemOf(ReviewEditFormSchema, form),
} as const;

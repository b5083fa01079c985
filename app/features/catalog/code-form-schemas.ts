// The code forms of /admin/kody: the generator and the code edit (ADR 019: the same schema in the
// action and in the browser).
import { z } from "zod";
import { formCheckbox, formText } from "~/utils/form";
import { codeFormatMessage, isValidProductCode } from "./product-code";

/** msg.admin.236 — an edit of a code names the code the row showed (ADR 166's rule, ADR 194). */
export const EXPECTED_CODE_MISSING_MESSAGE = "Formularz nie podał kodu, który pokazywał. Odśwież stronę i zmień kod ponownie.";

export const EditCodeSchema = z.object({
  productId: formText,
  // Typed in any case; stored upper-case (spec: admin §5 code format XX-XX-XXX).
  code: formText
    .transform((v) => v.trim().toUpperCase())
    .check((ctx) => {
      if (!isValidProductCode(ctx.value)) ctx.issues.push({ code: "custom", message: codeFormatMessage(ctx.value), input: ctx.value });
    }),
  // The code the row showed: a change made meanwhile (another tab, a second editor) is not overwritten.
  // Required (ADR 194): the row's form always sends it; without it the change went through unchecked.
  expectedCode: formText.pipe(z.string().trim().min(1, EXPECTED_CODE_MISSING_MESSAGE)),
});

/** An unassigned code given to a product (its id, or the list's 8-character start of it). */
export const AssignCodeSchema = z.object({
  code: formText.transform((v) => v.trim().toUpperCase()),
  productId: formText.pipe(z.string().trim().min(1, "Podaj ID produktu")),
});

export const CHOOSE_CATEGORY_SHORT = "Wybierz kategorię"; // spec: admin §5 — in the generator section

/** The generator: a category is required; the type and the product id are checked by the server. */
export const GenerateCodeSchema = z.object({
  categoryCode: formText.pipe(z.string().trim().min(1, CHOOSE_CATEGORY_SHORT)),
  typeCode: formText,
  productId: formText,
  // Set by the "Zastąp kod" confirmation: the product's existing code may be replaced.
  replace: formCheckbox,
  // The code the confirmation named: replaced only if it is still the product's code.
  expectedCode: formText,
});

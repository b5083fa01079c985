// The code-edit form of /admin/kody (ADR 019: the same schema in the action and in the browser).
import { z } from "zod";
import { formText } from "~/utils/form";
import { codeFormatMessage, isValidProductCode } from "./product-code";

export const EditCodeSchema = z.object({
  productId: formText,
  // Typed in any case; stored upper-case (spec: admin §5 code format XX-XX-XXX).
  code: formText
    .transform((v) => v.trim().toUpperCase())
    .check((ctx) => {
      if (!isValidProductCode(ctx.value)) ctx.issues.push({ code: "custom", message: codeFormatMessage(ctx.value), input: ctx.value });
    }),
});

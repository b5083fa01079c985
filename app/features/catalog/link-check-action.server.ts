// intent=check-links on the product form ("Sprawdź teraz", ADR 170): product:update is checked by the
// route first. Changes no content (only the links' check rows), so no change-log entry; limited per
// person, as each press sends requests from the server to the shops.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { invalid, ok, runAction, UserError } from "~/utils/action.server";
import type { ActionResult } from "~/utils/form";
import { logger } from "~/utils/logger.server";
import { submittedValuesOf, type SubmittedValues } from "./admin-product-actions.server";
import { NOT_FOUND_MESSAGE } from "./admin-product-write.server";
import { checkProductLinksNow, type CheckOptions } from "./link-check-sweep.server";
import type { LinkCheckView } from "./link-check-outcome";

export const LINK_CHECK_MESSAGES = {
  done: "Sprawdzono linki do sklepów.",
  noLinks: "Ten produkt nie ma zapisanych linków do sklepów.",
  busy: "Linki tego produktu są właśnie sprawdzane. Wyniki pojawią się za chwilę – odśwież stronę.",
  tooMany: "Za dużo sprawdzeń linków w krótkim czasie. Spróbuj ponownie za kilka minut.",
} as const;

/**
 * The answer: every shop link's check, and (for a form posted without JavaScript) the values it sent,
 * so the page keeps what was typed, as the code generator does.
 */
export type LinkCheckAnswer = ActionResult<{ checks: LinkCheckView[]; values: SubmittedValues }, { values: SubmittedValues }>;

export async function checkLinksAction(request: Request, productId: string, userId: string, options: CheckOptions = {}) {
  return runAction(request, async () => {
    const values = submittedValuesOf(await request.formData());
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) return invalid({ message: NOT_FOUND_MESSAGE, data: { values } }, 404);
    try {
      await consume(LIMITS.linkCheck, userId);
    } catch (error) {
      if (error instanceof RateLimitedError) throw new UserError(LINK_CHECK_MESSAGES.tooMany, 429);
      throw error;
    }
    const { checks, checked } = await checkProductLinksNow(productId, options);
    logger.info({ productId, userId, checked }, "Sprawdzono linki produktu na żądanie");
    const message = checks.length === 0 ? LINK_CHECK_MESSAGES.noLinks : checked < checks.length ? LINK_CHECK_MESSAGES.busy : LINK_CHECK_MESSAGES.done;
    return ok(message, { checks, values });
  });
}

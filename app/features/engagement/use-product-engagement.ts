import { usePersonalData } from "~/features/access/personal-data";
import type { ProductEngagement } from "./product-engagement.server";

/**
 * The product page's engagement: the loader's, or on the shared member page (ADR 114) the user's own,
 * appended to the page, once hydrated. After any revalidation the loader's is the user's again.
 */
export function useProductEngagement(productId: string, loaded: ProductEngagement): ProductEngagement {
  const personal = usePersonalData();
  if (!loaded.shared) return loaded;
  const own = personal?.engagement;
  return own && own.productId === productId ? own : loaded;
}

const SHOP_NAMES: Record<string, string> = { aliexpress: "AliExpress", temu: "Temu", amazon: "Amazon" };

/** spec: public §2 Product page — shop names capitalised, aliexpress shown as AliExpress (product pages, posts, the post editor). */
export function shopName(platform: string): string {
  const key = platform.trim().toLowerCase();
  return SHOP_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

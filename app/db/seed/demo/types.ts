import type { ArtKind } from "./art";

export type CategoryCode = "EL" | "DO" | "MO" | "UR" | "ZA" | "SP" | "AU" | "PE" | "TR" | "OC";

/** One demo product, written compactly; seedDemo derives codes, aliases, links and stats. */
export type DemoProduct = {
  title: string;
  /** Short name printed on the illustration. */
  short: string;
  kind: ArtKind;
  category: CategoryCode;
  type: string;
  description: string;
  price: number;
  discounted?: number;
  tags: string[];
  images: 1 | 2 | 3 | 4;
  /** Shops with an affiliate link: t = Temu, a = AliExpress, m = Amazon. */
  shops: string;
  /** Social links: k = TikTok, i = Instagram. */
  social: string;
  views: number;
  likes: number;
  shares: number;
  trending?: boolean;
  verified?: boolean;
  scam?: boolean;
  /** Typical star rating its demo reviews cluster around. */
  quality: number;
};

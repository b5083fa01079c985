// Browser-safe shapes of the admin overview (spec: admin §2 Overview).
import type { ProductCardData } from "~/features/catalog/types";

export type OverviewCounts = { products: number; users: number; views: number; reviews: number };

export type AdminOverview = { counts: OverviewCounts; newest: ProductCardData[] };

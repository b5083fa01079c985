// Browser-safe shapes of the admin overview (spec: admin §2 Overview).
import type { ProductCardData } from "~/features/catalog/types";

export type OverviewCounts = { products: number; users: number; views: number; reviews: number };

export type AdminOverview = { counts: OverviewCounts; newest: ProductCardData[] };

export type AdminTodoKey = "reports" | "drafts" | "scheduled" | "noImages" | "noLink" | "brokenLinks" | "noCode" | "noDescription" | "documentDrafts" | "submittedPosts" | "returnedPosts";

/** One item of the Overview's "Do zrobienia": how many, and the list that shows them. */
export type AdminTodo = { key: AdminTodoKey; count: number; to: string };

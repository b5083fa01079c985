import { and, desc, eq, exists, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productReviews, profiles, roles, user, userRoleAssignments } from "~/db/schema";
import { activeAssignment } from "~/features/access/active-assignment.server";
import { ADMIN_ROLE_NAME } from "~/features/access/permissions";

export const REVIEWS_SHOWN = 50;

export type ProductReview = {
  id: string;
  authorName: string;
  authorImage: string | null;
  rating: number;
  comment: string;
  createdAt: string;
  /** spec: public §3 Review — true when the author is an administrator (an active admin assignment). */
  isVerified: boolean;
};

/** The newest reviews of a product for the public page (read-only), with the total count. */
export async function listProductReviews(productId: string, executor: Executor = db): Promise<{ reviews: ProductReview[]; total: number }> {
  // DESIGN §5: an expired or inactive assignment grants nothing, so it does not make a review verified.
  const authorIsAdmin = exists(
    executor
      .select({ one: sql`1` })
      .from(userRoleAssignments)
      .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
      .where(and(eq(userRoleAssignments.userId, productReviews.userId), eq(roles.name, ADMIN_ROLE_NAME), activeAssignment())),
  );
  const [rows, [{ total }]] = await Promise.all([
    executor
      .select({
        id: productReviews.id,
        rating: productReviews.rating,
        comment: productReviews.comment,
        createdAt: productReviews.createdAt,
        userName: user.name,
        fullName: profiles.fullName,
        image: sql<string | null>`coalesce(${profiles.avatarUrl}, ${user.image})`,
        isVerified: sql<boolean>`${authorIsAdmin}`,
      })
      .from(productReviews)
      .innerJoin(user, eq(user.id, productReviews.userId))
      .leftJoin(profiles, eq(profiles.id, productReviews.userId))
      .where(eq(productReviews.productId, productId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(REVIEWS_SHOWN),
    executor.select({ total: sql<number>`count(*)::int` }).from(productReviews).where(eq(productReviews.productId, productId)),
  ]);
  return {
    total: Number(total),
    reviews: rows.map((r) => ({
      id: r.id,
      authorName: r.fullName?.trim() || r.userName?.trim() || "Użytkownik",
      authorImage: r.image,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      isVerified: Boolean(r.isVerified),
    })),
  };
}

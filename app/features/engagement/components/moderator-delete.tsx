import { useFetcher, type FetcherWithComponents } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { useBackPath } from "~/components/ui/fetcher-toggle";
import type { ProductReview } from "~/features/catalog/reviews.server";
import { useT } from "~/i18n/i18n";

/** A moderator (review:moderate) keeps the power to remove any review; the server checks it again. */
export default function ModeratorDelete({ productId, review }: { productId: string; review: ProductReview }) {
  const t = useT();
  const fetcher = useFetcher();
  const back = useBackPath();
  return (
    <ConfirmForm
      action="/akcje/opinia/usuwanie"
      fields={{ reviewId: review.id, productId, redirectTo: back }}
      fetcher={fetcher as FetcherWithComponents<unknown>}
      title={t("reviews.delete")}
      message={t("reviews.deleteConfirmOf", { author: review.authorName })}
      confirmLabel={t("common.delete")}
      triggerClassName={secondaryButtonClass}
    >
      {t("reviews.moderatorDelete")}
    </ConfirmForm>
  );
}

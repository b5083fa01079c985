import ImageOff from "lucide-react/icons/image-off";
import { Link } from "react-router";
import { CompactIcon } from "~/components/ui/compact-icon";
import { productPath } from "~/features/catalog/links";
import { imageSrcSet } from "~/features/media/image-variants";
import { useT } from "~/i18n/i18n";
import type { Recommendation } from "../recommendations.server";

// ADR 202: "Polecane dla Ciebie" under the wishlist, only while "Zezwalaj na rekomendacje" is on
// (the loader sends null otherwise, and the section is not there).
export function AccountRecommendations({ items }: { items: Recommendation[] }) {
  const t = useT();
  return (
    <section aria-labelledby="polecane-heading" className="mt-10">
      <h2 id="polecane-heading" className="text-xl font-bold">
        {t("recommendations.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("recommendations.text")}</p>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-300">{t("recommendations.empty")}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.productId}>
              <Link to={productPath(item.productId)} className="group block">
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    srcSet={imageSrcSet(item.imageUrl)}
                    sizes="(min-width: 640px) 200px, 45vw"
                    alt=""
                    width={200}
                    height={200}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
                  />
                ) : (
                  <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    <CompactIcon icon={ImageOff} aria-hidden className="size-6" />
                  </div>
                )}
                <span className="mt-2 block font-medium wrap-anywhere group-hover:underline">{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

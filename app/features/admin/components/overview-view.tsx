import { BadgeCheck, Eye, EyeOff, Flame, Heart, ImageOff, MessageSquare, Package, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { StatTiles } from "~/components/ui/stat-tiles";
import { effectivePrice } from "~/features/catalog/format";
import { variantUrl } from "~/features/media/image-variants";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import { productPath } from "~/features/catalog/links";
import type { ProductCardData } from "~/features/catalog/types";
import type { OverviewCounts } from "../types";

// spec: admin §2 Overview — counters and the 5 newest products.
const COUNTERS = [
  { key: "products", label: "admin.section.products", Icon: Package },
  { key: "users", label: "admin.section.users", Icon: Users },
  { key: "views", label: "admin.counter.views", Icon: Eye },
  { key: "reviews", label: "admin.counter.reviews", Icon: MessageSquare },
] as const satisfies readonly { key: string; label: MessageKey; Icon: unknown }[];

export function OverviewCounters({ counts }: { counts: OverviewCounts }) {
  const t = useT();
  const format = useFormat();
  return <StatTiles size="lg" items={COUNTERS.map(({ key, label, Icon }) => ({ key, label: t(label), Icon, value: format.count(counts[key]) }))} />;
}

function price(p: ProductCardData, t: ReturnType<typeof useT>, format: ReturnType<typeof useFormat>): string {
  if (p.priceOriginal == null && p.priceDiscounted == null) return t("admin.overview.noPrice");
  return format.money(effectivePrice(p), p.currency);
}

/** `canEdit`: each product also links to its form (spec review, session 39: only the public page was linked). */
export function NewestProducts({ products, canEdit = false }: { products: ProductCardData[]; canEdit?: boolean }) {
  const t = useT();
  const format = useFormat();
  if (products.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.overview.noProducts")}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {products.map((p) => (
        <li key={p.id} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
          <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:size-20 dark:bg-slate-800">
            {p.imageUrl ? (
              <img src={variantUrl(p.imageUrl, 320)} alt="" width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-cover" />
            ) : (
              <div className="flex h-full items-center justify-center text-slate-600 dark:text-slate-300">
                <ImageOff aria-label={t("admin.overview.noImage")} className="size-6" />
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold leading-snug text-slate-900 dark:text-white">
              <Link to={productPath(p.id)} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-brand-100">
                {p.title}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
              <span className="font-bold text-slate-900 dark:text-white">{price(p, t, format)}</span>
              <span className="font-mono">{p.code ?? t("admin.overview.noCode")}</span>
              {canEdit && (
                <Link to={`/admin/produkty/${p.id}`} aria-label={t("admin.overview.editNamed", { title: p.title })} className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100">
                  {t("admin.overview.edit")}
                </Link>
              )}
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300" aria-label={t("admin.common.stats")}>
              <li className="inline-flex items-center gap-1">
                <Eye aria-hidden className="size-4" />
                <span className="sr-only">{t("admin.overview.viewsLabel")}</span> {format.count(p.views)}
              </li>
              <li className="inline-flex items-center gap-1">
                <Heart aria-hidden className="size-4" />
                <span className="sr-only">{t("admin.overview.likesLabel")}</span> {format.count(p.likes)}
              </li>
              <li className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-4" />
                <span className="sr-only">{t("admin.overview.ratingLabel")}</span> {format.rating(p.ratingAverage)}
              </li>
            </ul>
            {(p.isTrending || p.isVerified || p.isHidden) && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("admin.overview.badges")}>
                {p.isHidden && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-slate-700 px-2 py-0.5 text-xs font-semibold text-white">
                    <EyeOff aria-hidden className="size-3.5" />
                    {t("editor.products.hidden")}
                  </li>
                )}
                {p.isTrending && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    <Flame aria-hidden className="size-3.5" />
                    {t("admin.overview.trending")}
                  </li>
                )}
                {p.isVerified && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                    <BadgeCheck aria-hidden className="size-3.5" />
                    {t("admin.overview.verified")}
                  </li>
                )}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

import BadgeCheck from "lucide-react/icons/badge-check";
import CircleHelp from "lucide-react/icons/circle-question-mark";
import ExternalLink from "lucide-react/icons/external-link";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import { formatDate, socialName } from "../format";
import { categoryListPath } from "../links";
import { useLocale, useT } from "~/i18n/i18n";
import type { ProductDetail } from "../product.server";

/** The product's tags, each a search for more products with it (ADR 122: search covers tags). */
export function ProductTags({ tags }: { tags: string[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("product.tags")}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/szukaj?q=${encodeURIComponent(tag)}`}
            className="inline-block rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700 hover:bg-brand-50 hover:text-brand-800 hover:underline dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700 dark:hover:text-white"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** spec: public §3 — social links (keys include tiktok, instagram, blog). Not affiliate links. */
export function SocialLinks({ links }: { links: { platform: string; url: string }[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="social" className="flex flex-wrap items-center gap-2 text-sm">
      <h2 id="social" className="font-semibold text-slate-700 dark:text-slate-200">
        {t("product.social")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.platform}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {socialName(link.platform)}
              <CompactIcon icon={ExternalLink} aria-hidden className="size-3.5" />
              <span className="sr-only">{t("common.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * spec: public §2 — verified or unverified indicator. None on a scam alert: its warning says what we
 * found, and "not checked yet" beside it contradicted it (review, session 18).
 */
export function VerificationNote({ verified, scam }: { verified: boolean; scam: boolean }) {
  const t = useT();
  if (scam) return null;
  return verified ? (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
      <CompactIcon icon={BadgeCheck} aria-hidden className="size-4" />
      {t("product.verified.note")}
    </p>
  ) : (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <CompactIcon icon={CircleHelp} aria-hidden className="size-4" />
      {t("product.unverified.note")}
    </p>
  );
}

/** spec: public §2 product info — category, type, code, date added (pl-PL). */
export function ProductInfo({ product }: { product: ProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, React.ReactNode][] = [
    [
      t("product.info.category"),
      product.category ? (
        <Link to={categoryListPath(product.category.name)} className="-my-1 inline-block py-1 text-brand-700 underline dark:text-brand-100">
          {product.category.name}
        </Link>
      ) : (
        "—"
      ),
    ],
    [t("product.info.type"), product.productType?.name ?? "—"],
    [t("product.info.code"), product.code ?? "—"],
    [t("product.info.added"), <time key="d" dateTime={product.createdAt}>{formatDate(product.createdAt, locale)}</time>],
    [t("product.info.status"), product.isScam ? t("badge.scam") : product.isVerified ? t("product.verified") : t("product.unverified")],
  ];
  return (
    <section aria-labelledby="informacje" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="informacje" className="text-lg font-bold">
        {t("product.info")}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

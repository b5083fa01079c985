import { AlertTriangle, ExternalLink, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { safeHref, shopLinks } from "../post-display";
import { useT } from "~/i18n/i18n";
import type { BlogPostDetail } from "../types";

// DESIGN §5: affiliate links are sponsored, never pass ranking, and carry a disclosure.
const AFFILIATE_REL = "sponsored nofollow noopener";

export function AffiliateDisclosure() {
  const t = useT();
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      {t("post.affiliate")}{" "}
      <Link to="/afiliacja" className="font-medium text-brand-700 underline dark:text-brand-100">
        {t("post.affiliateMore")}
      </Link>
    </p>
  );
}

/** 'Gdzie kupić' — product_links as shop buttons (spec: public §2 'where to buy'). */
export function WhereToBuy({ links, counted }: { links: Record<string, string>; counted: Record<string, string> }) {
  const t = useT();
  const shops = shopLinks(links, counted);
  if (!shops.length) return null;
  return (
    <section aria-labelledby="post-where-to-buy" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="post-where-to-buy" className="text-lg font-bold">{t("post.whereToBuy")}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {shops.map((shop) => (
          <li key={shop.key}>
            <a
              href={shop.href}
              target="_blank"
              rel={AFFILIATE_REL}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {shop.name}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("common.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <AffiliateDisclosure />
      </div>
    </section>
  );
}

/** The short-video link (tiktok_video). */
export function ShortVideoLink({ url }: { url: string | null }) {
  const t = useT();
  const href = safeHref(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <PlayCircle aria-hidden="true" className="size-5" />
      {t("post.video")}
      <span className="sr-only">{t("common.newTab")}</span>
    </a>
  );
}

/** The scam-alert warning: why it is a scam and where the original is sold. */
export function ScamWarning({ post }: { post: Pick<BlogPostDetail, "type" | "scamReason" | "originalProductLink"> & { isScam: boolean } }) {
  const t = useT();
  const original = safeHref(post.originalProductLink);
  // Issue #15 point 1: a scam alert, or a post about a flagged product, always opens with the warning.
  if (!post.isScam && !post.scamReason?.trim()) return null;
  return (
    <section
      aria-labelledby="post-scam"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="post-scam" className="flex items-center gap-2 text-lg font-bold">
        <AlertTriangle aria-hidden="true" className="size-6 text-red-700 dark:text-red-300" />
        {t("post.scamTitle")}
      </h2>
      <p className="mt-2 whitespace-pre-line">
        {post.scamReason?.trim() || t("post.scamDefault")}
      </p>
      {original ? (
        <p className="mt-3">
          <a href={original} target="_blank" rel="nofollow noopener noreferrer" className="font-semibold underline">
            {t("post.original")}
            <span className="sr-only"> {t("common.newTab")}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}

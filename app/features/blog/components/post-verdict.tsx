import { Check, UserX, X } from "lucide-react";
import { ratingEntries, sectionRatingEntries, type NamedRating } from "../post-display";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import type { BlogPostDetail } from "../types";
import { StarRating } from "~/components/ui/star-rating";

const box = "rounded-2xl border p-5";
const BUILT_IN_RATINGS = new Set(["quality", "priceQuality", "functionality"]);

const VERDICT_STYLES = {
  pros: {
    title: "post.pros",
    Icon: Check,
    box: "border-emerald-200 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950",
    heading: "text-emerald-900 dark:text-emerald-100",
    icon: "text-emerald-700 dark:text-emerald-300",
  },
  cons: {
    title: "post.cons",
    Icon: X,
    box: "border-red-200 bg-red-50 dark:border-red-800 dark:bg-red-950",
    heading: "text-red-900 dark:text-red-100",
    icon: "text-red-700 dark:text-red-300",
  },
} as const;

function VerdictList({ kind, items }: { kind: keyof typeof VERDICT_STYLES; items: string[] }) {
  const t = useT();
  if (!items.length) return null;
  const style = VERDICT_STYLES[kind];
  return (
    <section aria-labelledby={`post-${kind}`} className={`${box} ${style.box}`}>
      <h2 id={`post-${kind}`} className={`text-lg font-bold ${style.heading}`}>
        {t(style.title)}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-slate-800 dark:text-slate-100">
            <style.Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pros and cons (spec: public §2 Blog post page); empty entries are dropped (admin §5). */
export function ProsCons({ pros, cons }: Pick<BlogPostDetail, "pros" | "cons">) {
  const cleanPros = pros.filter((p) => p.trim());
  const cleanCons = cons.filter((c) => c.trim());
  if (!cleanPros.length && !cleanCons.length) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <VerdictList kind="pros" items={cleanPros} />
      <VerdictList kind="cons" items={cleanCons} />
    </div>
  );
}

/** The 'not for whom' box (spec: public §2; section name from admin §2 Post editor). */
export function NotForWho({ text }: { text: string | null }) {
  const t = useT();
  if (!text?.trim()) return null;
  return (
    <section aria-labelledby="post-not-for-who" className={`${box} border-amber-200 bg-amber-50 dark:border-amber-800 dark:bg-amber-950`}>
      <h2 id="post-not-for-who" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
        <UserX aria-hidden="true" className="size-5" />
        {t("post.notForWho")}
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{text}</p>
    </section>
  );
}

/** Detailed ratings, shown for reviews only (spec: public §2). */
export function DetailedRatings({ post }: { post: BlogPostDetail }) {
  const t = useT();
  if (post.type !== "review") return null;
  // Built-in rating names follow the user's language; custom ones are the editor's text (content).
  const sections = sectionRatingEntries(post.sectionRatings).map((r) => ({ ...r, name: t(`post.section.${r.key}` as MessageKey) }));
  const extra = ratingEntries(post.ratings).map((r) => (BUILT_IN_RATINGS.has(r.key) ? { ...r, name: t(`post.rating.${r.key}` as MessageKey) } : r));
  if (!sections.length && !extra.length) return null;
  return (
    <section aria-labelledby="post-ratings" className={`${box} border-slate-200 dark:border-slate-700`}>
      <h2 id="post-ratings" className="text-lg font-bold">{t("post.ratings")}</h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        {sections.length ? <RatingList title={t("post.sectionRatings")} items={sections} /> : null}
        {extra.length ? <RatingList title={t("post.productRatings")} items={extra} /> : null}
      </div>
    </section>
  );
}

function RatingList({ title, items }: { title: string; items: NamedRating[] }) {
  const format = useFormat();
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{title}</h3>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((item) => (
          <div key={item.key} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-slate-800 dark:text-slate-100">{item.name}</dt>
            <dd className="flex items-center gap-2">
              <StarRating value={item.value} />
              <span aria-hidden="true" className="w-8 text-right text-sm font-semibold tabular-nums">{format.rating(item.value)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import BadgeCheck from "lucide-react/icons/badge-check";
import Flame from "lucide-react/icons/flame";
import MessageSquareText from "lucide-react/icons/message-square-text";
import Search from "lucide-react/icons/search";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Users from "lucide-react/icons/users";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import { useT, type MessageKey } from "~/i18n/i18n";
import "~/i18n/home-messages"; // ADR 094: the Polish messages it shows come with it

const FEATURES: { Icon: typeof Search; title: MessageKey; text: MessageKey }[] = [
  { Icon: BadgeCheck, title: "features.verify", text: "features.verify.text" },
  { Icon: ShieldAlert, title: "features.scam", text: "features.scam.text" },
  { Icon: Flame, title: "features.trends", text: "features.trends.text" },
  { Icon: MessageSquareText, title: "features.reviews", text: "features.reviews.text" },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <section aria-labelledby="dlaczego" className="bg-slate-50 py-14 dark:bg-slate-900">
      <div className="container-page">
        <h2 id="dlaczego" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("features.heading")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <CompactIcon icon={Icon} aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="vp-muted mt-2 text-sm">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS: { Icon: typeof Search; title: MessageKey; text: MessageKey }[] = [
  { Icon: Search, title: "how.find", text: "how.find.text" },
  { Icon: BadgeCheck, title: "how.check", text: "how.check.text" },
  { Icon: ShoppingBag, title: "how.buy", text: "how.buy.text" },
];

export function HowItWorksSection() {
  const t = useT();
  return (
    <section aria-labelledby="jak-to-dziala" className="container-page py-14">
      <h2 id="jak-to-dziala" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("how.heading")}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{i + 1}</span>
            <div>
              <h3 className="flex items-center gap-2 font-semibold">
                <CompactIcon icon={Icon} aria-hidden className="size-4 text-brand-700 dark:text-brand-100" />
                {t(title)}
              </h3>
              <p className="vp-muted mt-1 text-sm">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/jak-to-dziala" className="mt-8 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
        {t("how.more")}
      </Link>
    </section>
  );
}

export function CommunitySection({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="spolecznosc" className="container-page pb-16">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-accent-600 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <CompactIcon icon={Users} aria-hidden className="size-10" />
          <h2 id="spolecznosc" className="mt-3 text-2xl font-bold sm:text-3xl">
            {t("community.heading")}
          </h2>
          <p className="mt-2 text-white/90">
            {t("community.text")}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {loggedIn ? (
            <Link to="/profil" className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              {t("community.profile")}
            </Link>
          ) : (
            <Link to="/rejestracja" className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              {t("community.register")}
            </Link>
          )}
          <Link to="/blog" className="rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10">
            {t("community.blog")}
          </Link>
        </div>
      </div>
    </section>
  );
}

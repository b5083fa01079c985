import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "~/utils/use-hydrated";
import { useT } from "~/i18n/i18n";
import "~/i18n/home-messages"; // ADR 094: the Polish messages it shows come with it

// spec: public §2 Home page — hero with search to /szukaj?q=…; an empty query is ignored.
export function Hero({ productCount }: { productCount: number }) {
  const t = useT();
  const [text, setText] = useState("");
  const empty = text.trim() === "";
  const hydrated = useHydrated(); // issue #15 point 2: submits before hydration and without JavaScript
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-violet-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-900">
      {/* Issue #15 pt 10: short on phones, so the first product cards are on the first screen. */}
      <div className="container-page py-5 sm:py-20">
        <p className="hidden text-sm font-semibold uppercase tracking-wider text-brand-700 sm:block dark:text-brand-100">{t("hero.kicker")}</p>
        <h1 className="max-w-3xl text-2xl font-extrabold sm:mt-3 sm:text-5xl tracking-tight text-slate-900 dark:text-white">
          {t("hero.title")}
        </h1>
        <p className="mt-2 max-w-2xl text-sm text-slate-700 sm:mt-4 sm:text-lg dark:text-slate-200">
          {t("hero.text", { count: productCount })}
        </p>
        <Form
          method="get"
          action="/szukaj"
          role="search"
          aria-label={t("search.label")}
          className="mt-4 flex max-w-2xl gap-2 sm:mt-8"
          onSubmit={(e) => empty && e.preventDefault()}
        >
          <label htmlFor="hero-q" className="sr-only">
            {t("notFound.question")}
          </label>
          <input
            id="hero-q"
            name="q"
            type="search"
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("hero.placeholder")}
            autoComplete="off"
            className="w-full rounded-full border border-slate-400 bg-white px-4 py-2.5 text-base sm:px-5 sm:py-3 shadow-sm placeholder:text-sm placeholder:text-slate-500 sm:placeholder:text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900"
          />
          <button
            type="submit"
            disabled={hydrated && empty}
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 py-2.5 font-semibold sm:px-6 sm:py-3 text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            <SpriteIcon name="search" className="size-5" />
            {t("search.submit")}
          </button>
        </Form>
      </div>
    </section>
  );
}

import { Mail, Users } from "lucide-react";
import { StatTiles } from "~/components/ui/stat-tiles";
import { useFormat, useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import type { NewsletterScreen as ScreenData } from "../newsletter-history.server";
import { NewsletterForm } from "./newsletter-form";
import { NewsletterHistory } from "./newsletter-history";

// ADR 185: the panel's "Newsletter" — who would get it now, the next issue with its preview, the history.
export function NewsletterScreen({ data, result }: { data: ScreenData; result?: ActionResult<unknown, unknown> | null }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("admin.newsletter.heading")}</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-200">{t("admin.newsletter.intro")}</p>
      </div>
      <StatTiles
        items={[
          { key: "subscribers", label: t("admin.newsletter.subscribers"), value: format.count(data.subscribers), Icon: Users },
          { key: "issues", label: t("admin.newsletter.issues"), value: format.count(data.issues.length), Icon: Mail },
        ]}
      />
      {/* Afresh after an issue was sent; a test send (its page data read again) keeps what was typed. */}
      <NewsletterForm key={data.issues[0]?.id ?? "first"} data={data} result={result} />
      <NewsletterHistory issues={data.issues} />
    </div>
  );
}

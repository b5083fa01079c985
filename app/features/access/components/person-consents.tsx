// ADR 203 (RODO art. 7(1)): the person page's consents — the terms accepted (and which version), and
// every change of the marketing consent with its moment and source. Shown to holders of user:read-contact.
import type { ConsentEvent } from "~/features/accounts/consents.server";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import type { PersonContact } from "../person-admin.server";

const cardClass = "rounded-xl border border-slate-200 p-4 dark:border-slate-700";

function what(t: ReturnType<typeof useT>, event: ConsentEvent): string {
  if (event.kind === "terms") return event.termsVersion ? t("admin.person.consent.terms", { version: event.termsVersion }) : t("admin.person.consent.termsNoVersion");
  return t(event.granted ? "admin.person.consent.marketingOn" : "admin.person.consent.marketingOff");
}

export function PersonConsents({ contact }: { contact: PersonContact }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <section aria-labelledby="person-consents" className={cardClass}>
      <h2 id="person-consents" className="mb-2 font-bold">
        {t("admin.person.consents")}
      </h2>
      <p className="text-sm">
        {contact.termsAcceptedAt
          ? contact.termsVersion
            ? t("admin.person.termsAccepted", { date: fmt.dateTime(contact.termsAcceptedAt), version: contact.termsVersion })
            : t("admin.person.termsAcceptedNoVersion", { date: fmt.dateTime(contact.termsAcceptedAt) })
          : t("admin.person.termsUnknown")}
      </p>
      {contact.consents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">{t("admin.person.consent.none")}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm" aria-label={t("admin.person.consent.history")}>
          {contact.consents.map((event, i) => (
            <li key={i}>
              <time dateTime={new Date(event.at).toISOString()} className="text-slate-700 dark:text-slate-200">
                {fmt.dateTime(event.at)}
              </time>{" "}
              · <span className="font-medium">{what(t, event)}</span> · {t(`admin.person.consent.source.${event.source}` as MessageKey)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

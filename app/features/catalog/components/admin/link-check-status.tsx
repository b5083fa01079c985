// ADR 170: a shop link's last check in plain words, under its field on the product form.
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleHelp from "lucide-react/icons/circle-question-mark";
import type { useFormat, useT } from "~/i18n/i18n";
import { isFailingLink, type LinkCheckView } from "../../link-check-outcome";

type Tone = "ok" | "failing" | "neutral";
type Translate = ReturnType<typeof useT>;
type Format = ReturnType<typeof useFormat>;

/** The sentence and its tone; `check` null: the link is not saved yet, or its address was changed in the form. */
export function linkCheckText(check: LinkCheckView | null, t: Translate, format: Format): { text: string; tone: Tone } {
  if (!check) return { text: t("admin.linkCheck.changed"), tone: "neutral" };
  if (!check.outcome || !check.checkedAt) return { text: t("admin.linkCheck.notChecked"), tone: "neutral" };
  const when = format.dateTime(check.checkedAt);
  const status = check.httpStatus ?? 0;
  const since = check.failingSince ? format.date(check.failingSince) : when;
  switch (check.outcome) {
    case "ok":
      return check.finalUrl
        ? { text: t("admin.linkCheck.okRedirected", { when, address: check.finalUrl }), tone: "ok" }
        : { text: t("admin.linkCheck.ok", { when }), tone: "ok" };
    case "broken": {
      const found = check.problem === "address" ? t("admin.linkCheck.address", { when }) : t("admin.linkCheck.notFound", { when, status });
      return { text: check.failures > 1 ? `${found} ${t("admin.linkCheck.failingSince", { since })}` : found, tone: "failing" };
    }
    case "refused":
      return { text: t("admin.linkCheck.refused", { when, status }), tone: "neutral" };
    case "unreachable": {
      const reason = check.problem === "timeout" ? t("admin.linkCheck.reason.timeout")
        : check.problem === "network" ? t("admin.linkCheck.reason.network")
        : check.problem === "redirects" ? t("admin.linkCheck.reason.redirects")
        : t("admin.linkCheck.reason.status", { status });
      return isFailingLink(check)
        ? { text: t("admin.linkCheck.unreachable", { since, reason, when }), tone: "failing" }
        : { text: t("admin.linkCheck.unreachableOnce", { when, reason }), tone: "neutral" };
    }
  }
}

const ICONS = { ok: CircleCheck, failing: CircleAlert, neutral: CircleHelp };
const COLOURS = { ok: "text-emerald-800 dark:text-emerald-200", failing: "text-red-700 dark:text-red-300", neutral: "text-slate-700 dark:text-slate-200" };

/** The field's hint: an icon (the tone, for the eye) and the sentence (the whole message, for everyone). */
export function LinkCheckStatus({ check, t, format }: { check: LinkCheckView | null; t: Translate; format: Format }) {
  const { text, tone } = linkCheckText(check, t, format);
  const Icon = ICONS[tone];
  return (
    <span className={`flex items-start gap-1.5 [overflow-wrap:anywhere] ${COLOURS[tone]}`} data-link-check={tone}>
      <Icon aria-hidden className="mt-px size-4 shrink-0" />
      <span>{text}</span>
    </span>
  );
}

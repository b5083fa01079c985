import "~/i18n/mail-messages"; // ADR 080: the unsubscribe page's Polish messages
import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/price-alert-unsubscribe";
import { linkClass, secondaryButtonClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { readUnsubscribeToken, unsubscribe, unsubscribeDetails } from "~/features/catalog/price-alerts-unsubscribe.server";
import { isLocale, metaTranslator, translator, useT } from "~/i18n/i18n";
import { localeOf } from "~/i18n/locale.server";
import { invalid, ok, runAction } from "~/utils/action.server";

// Issue #13 pt 2 (ADR 078): the link in a price-alert e-mail. Opening it (GET) changes nothing —
// mail scanners prefetch links; the button posts. The same URL takes the one-click POST of
// `List-Unsubscribe-Post` (RFC 8058: body `List-Unsubscribe=One-Click`, token in the query), which
// turns off that product's alert. No sign-in: the signed token is the permission.
// ADR 091: shown in the language of the token's user (the reader the e-mail was written for): the
// loader names it as `pageLocale`, and the root layout renders the document, <html lang> included, in it.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const pageLocale = (loaderData as { pageLocale?: unknown } | undefined)?.pageLocale;
  const t = isLocale(pageLocale) ? translator(pageLocale) : metaTranslator(matches);
  return [{ title: t("mail.unsubscribe.meta") }, { name: "robots", content: "noindex" }];
};

// Personal (the token names a user and a product): never stored by a browser or a shared cache. The
// page cache (ADR 010) does not take this route either: only catalogue and blog patterns are cached.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const INVALID = { view: "invalid" as const };
// Action messages are Polish (ADR 080 addendum) and shown through the `msg.mail.*` lookup. Read through
// the translator: a built catalogue module holds compiled messages, not strings.
const polish = (key: "msg.mail.1" | "msg.mail.2" | "msg.mail.3") => translator("pl")(key);

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const subject = readUnsubscribeToken(token);
  if (!subject) return data(INVALID, { status: 400 }); // no user to ask: the request's language (root)
  const pageLocale = await localeOf(subject.userId);
  return { view: "confirm" as const, token, pageLocale, ...(await unsubscribeDetails(subject)) };
}

export async function action({ request }: Route.ActionArgs) {
  return runAction(request, async () => {
    const form = await request.formData();
    const posted = form.get("t");
    const subject = readUnsubscribeToken(typeof posted === "string" ? posted : new URL(request.url).searchParams.get("t"));
    if (!subject) return invalid({ message: polish("msg.mail.1"), data: INVALID }, 400);
    const scope = form.get("intent") === "all" ? "all" : "product";
    await unsubscribe(subject, scope);
    return ok(polish(scope === "all" ? "msg.mail.3" : "msg.mail.2"), { scope });
  });
}

function WishlistLink() {
  const t = useT();
  return (
    <Link to={href("/profil/wishlist")} className={linkClass}>
      {t("mail.unsubscribe.wishlist")}
    </Link>
  );
}

export default function PriceAlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.ok) {
    const all = actionData.data?.scope === "all";
    return (
      <AuthCard title={t(all ? "mail.unsubscribe.doneAllTitle" : "mail.unsubscribe.doneOneTitle")} focusOnShow footer={<WishlistLink />}>
        <MessageBox tone="success">{t(all ? "mail.unsubscribe.doneAll" : "mail.unsubscribe.doneOne")}</MessageBox>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t("mail.unsubscribe.again")}</p>
      </AuthCard>
    );
  }
  // A forged link: on opening (the loader's 400) or when posted (the action's 400).
  if (loaderData.view === "invalid" || (actionData?.ok === false && actionData.data?.view === "invalid")) {
    return (
      <AuthCard title={t("mail.unsubscribe.invalidTitle")} focusOnShow={Boolean(actionData)} footer={<WishlistLink />}>
        <MessageBox tone="error">{polish("msg.mail.1")}</MessageBox>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t("mail.unsubscribe.invalidHelp")}</p>
      </AuthCard>
    );
  }
  const { token, title, alertOn } = loaderData;
  const failed = actionData?.ok === false ? actionData.message : null;
  return (
    <AuthCard
      title={t("mail.unsubscribe.title")}
      description={title ? t("mail.unsubscribe.text", { title }) : t("mail.unsubscribe.textNoTitle")}
      footer={<WishlistLink />}
    >
      {failed && <MessageBox tone="error" className="mb-4">{failed}</MessageBox>}
      {!alertOn && <MessageBox tone="info" className="mb-4">{t("mail.unsubscribe.alreadyOff")}</MessageBox>}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="t" value={token} />
        <SubmitButton name="intent" value="product" pendingLabel={t("mail.unsubscribe.pending")}>
          {t("mail.unsubscribe.one")}
        </SubmitButton>
        <SubmitButton name="intent" value="all" pendingLabel={t("mail.unsubscribe.pending")} className={`${secondaryButtonClass} w-full`}>
          {t("mail.unsubscribe.all")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

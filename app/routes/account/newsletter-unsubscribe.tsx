import "~/i18n/newsletter-messages"; // ADR 080: the page's Polish messages
import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { linkClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { isOneClickPost, NEWSLETTER_SAMPLE_PARAM, newsletterIsOn, readNewsletterUnsubscribeToken, unsubscribeFromNewsletter } from "~/features/newsletter/newsletter-unsubscribe.server";
import { isLocale, metaTranslator, translator, useT } from "~/i18n/i18n";
import { localeOf } from "~/i18n/locale.server";
import { invalid, ok, runAction } from "~/utils/action.server";
import { keepRefusal } from "~/utils/form-refusal.server";

// ADR 185: the link in a newsletter (as the price alert's, ADR 078). Opening it (GET) changes nothing —
// mail scanners prefetch links; the button posts. The same URL takes the one-click POST of
// `List-Unsubscribe-Post` (RFC 8058: body `List-Unsubscribe=One-Click`, token in the query). No
// sign-in: the signed token is the permission. Shown in the language of the token's member.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const pageLocale = (loaderData as { pageLocale?: unknown } | undefined)?.pageLocale;
  const t = isLocale(pageLocale) ? translator(pageLocale) : metaTranslator(matches);
  return [{ title: t("newsletter.unsubscribe.meta") }, { name: "robots", content: "noindex" }];
};

// Personal (the token names a member): never stored by a browser or a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const INVALID = { view: "invalid" as const };
// Polish answers shown through the `msg.*` lookup (ADR 080 addendum).
const polish = (key: "msg.108" | "msg.109") => translator("pl")(key);

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("t") ?? "";
  const userId = readNewsletterUnsubscribeToken(token);
  // ADR 200: the sample link of a test issue (or the panel's preview) names nobody: its page says so.
  // Its POST (no token) is refused like any other link without one, and changes nothing.
  if (!userId && !token && params.has(NEWSLETTER_SAMPLE_PARAM)) return { view: "sample" as const };
  if (!userId) return data(INVALID, { status: 400 });
  const pageLocale = await localeOf(userId);
  return { view: "confirm" as const, token, pageLocale, on: await newsletterIsOn(userId) };
}

export async function action({ request }: Route.ActionArgs) {
  return runAction(request, async () => {
    const form = await request.formData().catch(keepRefusal);
    const posted = form?.get("t");
    const userId = readNewsletterUnsubscribeToken(typeof posted === "string" ? posted : new URL(request.url).searchParams.get("t"));
    if (!userId) return invalid({ message: polish("msg.108"), data: INVALID }, 400);
    await unsubscribeFromNewsletter(userId, isOneClickPost(form) ? "one-click" : "unsubscribe-link");
    return ok(polish("msg.109"));
  });
}

function SettingsLink() {
  const t = useT();
  return (
    <Link to={href("/profil/ustawienia")} className={linkClass}>
      {t("newsletter.unsubscribe.settings")}
    </Link>
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.ok) {
    return (
      <AuthCard title={t("newsletter.unsubscribe.doneTitle")} focusOnShow footer={<SettingsLink />}>
        <MessageBox tone="success">{actionData.message}</MessageBox>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t("newsletter.unsubscribe.again")}</p>
      </AuthCard>
    );
  }
  if (loaderData.view === "sample") {
    return (
      <AuthCard title={t("newsletter.unsubscribe.sampleTitle")} footer={<SettingsLink />}>
        <MessageBox tone="info">{t("newsletter.unsubscribe.sampleText")}</MessageBox>
      </AuthCard>
    );
  }
  // A forged or altered link: on opening (the loader's 400) or when posted (the action's 400).
  if (loaderData.view === "invalid" || (actionData?.ok === false && actionData.data?.view === "invalid")) {
    return (
      <AuthCard title={t("newsletter.unsubscribe.invalidTitle")} focusOnShow={Boolean(actionData)} footer={<SettingsLink />}>
        <MessageBox tone="error">{polish("msg.108")}</MessageBox>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t("newsletter.unsubscribe.invalidHelp")}</p>
      </AuthCard>
    );
  }
  const failed = actionData?.ok === false ? actionData.message : null;
  return (
    <AuthCard title={t("newsletter.unsubscribe.title")} description={t("newsletter.unsubscribe.text")} footer={<SettingsLink />}>
      {failed && (
        <MessageBox tone="error" className="mb-4">
          {failed}
        </MessageBox>
      )}
      {!loaderData.on && (
        <MessageBox tone="info" className="mb-4">
          {t("newsletter.unsubscribe.alreadyOff")}
        </MessageBox>
      )}
      <Form method="post">
        <input type="hidden" name="t" value={loaderData.token} />
        <SubmitButton pendingLabel={t("newsletter.unsubscribe.pending")}>{t("newsletter.unsubscribe.button")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

import "~/i18n/mail-messages"; // ADR 080: the unsubscribe page's Polish messages
import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/price-alert-unsubscribe";
import { linkClass, secondaryButtonClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { readUnsubscribeToken, unsubscribe, unsubscribeDetails } from "~/features/catalog/price-alerts-unsubscribe.server";
import { invalid, ok, runAction } from "~/utils/action.server";

// Issue #13 pt 2 (ADR 078): the link in a price-alert e-mail. Opening it (GET) changes nothing —
// mail scanners prefetch links; the button posts. The same URL takes the one-click POST of
// `List-Unsubscribe-Post` (RFC 8058: body `List-Unsubscribe=One-Click`, token in the query), which
// turns off that product's alert. No sign-in: the signed token is the permission.
export const meta: Route.MetaFunction = () => [
  { title: "Wyłączanie powiadomień o obniżce ceny | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

const INVALID = { view: "invalid" as const };
const INVALID_MESSAGE = "Ten link do wyłączenia powiadomień jest nieprawidłowy lub niepełny. Nic nie zostało zmienione.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const subject = readUnsubscribeToken(token);
  if (!subject) return data(INVALID, { status: 400 });
  return { view: "confirm" as const, token, ...(await unsubscribeDetails(subject)) };
}

export async function action({ request }: Route.ActionArgs) {
  return runAction(request, async () => {
    const form = await request.formData();
    const posted = form.get("t");
    const subject = readUnsubscribeToken(typeof posted === "string" ? posted : new URL(request.url).searchParams.get("t"));
    if (!subject) return invalid({ message: INVALID_MESSAGE, data: INVALID }, 400);
    const scope = form.get("intent") === "all" ? "all" : "product";
    await unsubscribe(subject, scope);
    return ok(scope === "all" ? "Wyłączono wszystkie powiadomienia o obniżkach cen." : "Powiadomienie wyłączone.", { scope });
  });
}

const wishlistLink = (
  <Link to={href("/profil/wishlist")} className={linkClass}>
    Przejdź do wishlisty
  </Link>
);

export default function PriceAlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    const all = actionData.data?.scope === "all";
    return (
      <AuthCard title={all ? "Wyłączono wszystkie powiadomienia o obniżkach cen" : "Powiadomienie wyłączone"} footer={wishlistLink}>
        <MessageBox tone="success">
          {all
            ? "Nie wyślemy już żadnych e-maili o obniżkach cen produktów z Twojej wishlisty."
            : "Nie wyślemy już e-maili o obniżce ceny tego produktu."}
        </MessageBox>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Możesz je włączyć ponownie na swojej wishliście.</p>
      </AuthCard>
    );
  }
  // A forged link: on opening (the loader's 400) or when posted (the action's 400).
  if (loaderData.view === "invalid" || (actionData?.ok === false && actionData.data?.view === "invalid")) {
    return (
      <AuthCard title="Nieprawidłowy link" footer={wishlistLink}>
        <MessageBox tone="error">{INVALID_MESSAGE}</MessageBox>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Skopiuj cały adres z e-maila albo zaloguj się i wyłącz powiadomienie na swojej wishliście.
        </p>
      </AuthCard>
    );
  }
  const { token, title, alertOn } = loaderData;
  const failed = actionData?.ok === false ? actionData.message : null;
  return (
    <AuthCard
      title="Wyłączyć powiadomienie o obniżce ceny?"
      description={
        title
          ? `Nie będziemy już wysyłać e-maili, gdy spadnie cena produktu „${title}”.`
          : "Nie będziemy już wysyłać e-maili o obniżce ceny tego produktu."
      }
      footer={wishlistLink}
    >
      {failed && <MessageBox tone="error" className="mb-4">{failed}</MessageBox>}
      {!alertOn && <MessageBox tone="info" className="mb-4">To powiadomienie jest już wyłączone.</MessageBox>}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="t" value={token} />
        <SubmitButton name="intent" value="product" pendingLabel="Wyłączanie…">
          Wyłącz powiadomienie
        </SubmitButton>
        <SubmitButton name="intent" value="all" pendingLabel="Wyłączanie…" className={`${secondaryButtonClass} w-full`}>
          Wyłącz wszystkie powiadomienia o obniżkach cen
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

import { createContext, data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/undo-email-change";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { readUndoLink, UNDO_MESSAGES, undoEmailChange } from "~/features/accounts/email-change-undo.server";
import { invalid, ok } from "~/utils/action.server";
import { formOrRefusal } from "~/utils/form-refusal.server";

export const meta: Route.MetaFunction = () => [
  { title: "Cofnięcie zmiany adresu email | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

// ADR 121: the undo link from the notice to the old address. Opening it changes nothing (mail
// scanners open links); the button does the work, once.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await readUndoLink(token);
  // A refused link is a 4xx page (410 once expired), still with its Polish explanation.
  // The page is written in Polish only: its document says so (ADR 091's pageLocale), also for a user
  // whose interface is English (review, session 27: Polish text under <html lang="en">).
  if (link.status !== "valid") return data({ token: "", link: null, refusal: UNDO_MESSAGES[link.status], pageLocale: "pl" as const }, { status: link.status === "expired" ? 410 : 400 });
  return { token, link: { restore: link.restore, current: link.current }, refusal: null, pageLocale: "pl" as const };
}

// After a successful undo (a form post without JavaScript) the loader runs again and finds the link
// used: its 400 would become the status of the success page. The action marks the request and this
// middleware answers 200.
const undoneContext = createContext<boolean>(false);

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const response = await next();
    if (!(response instanceof Response) || !context.get(undoneContext) || response.status !== 400) return response;
    return new Response(response.body, { status: 200, statusText: "OK", headers: response.headers });
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const form = posted;
  const outcome = await undoEmailChange(String(form.get("token") ?? ""));
  if (!outcome.ok) return invalid({ message: UNDO_MESSAGES[outcome.reason] });
  context.set(undoneContext, true);
  const done = UNDO_MESSAGES.done.replace("{email}", outcome.email);
  return ok(outcome.twoFactorOff ? `${done} ${UNDO_MESSAGES.twoFactorOff}` : done);
}

export default function UndoEmailChangePage() {
  const { token, link, refusal } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const footer = (
    <Link to={result?.ok ? "/logowanie" : "/kontakt"} className={linkClass}>
      {result?.ok ? "Przejdź do logowania" : "Napisz do nas"}
    </Link>
  );
  if (result) {
    return (
      <AuthCard title={result.ok ? "Adres email przywrócony" : "Nie udało się cofnąć zmiany"} footer={footer} focusOnShow>
        <MessageBox tone={result.ok ? "success" : "warning"}>
          <p>{result.message}</p>
        </MessageBox>
      </AuthCard>
    );
  }
  if (!link) {
    return (
      <AuthCard title="Nie można cofnąć zmiany" footer={footer}>
        <MessageBox tone="warning">
          <p>{refusal}</p>
        </MessageBox>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Cofnij zmianę adresu email"
      description={
        <>
          <p>
            Adres email konta zmieniono z <strong>{link.restore}</strong> na <strong>{link.current}</strong>.
          </p>
          <p className="mt-2">
            Jeśli to nie Ty, przywrócimy adres {link.restore}, wylogujemy wszystkie urządzenia i unieważnimy obecne hasło. Na ten adres wyślemy link do
            ustawienia nowego.
          </p>
        </>
      }
      footer={footer}
    >
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel="Przywracanie…">Przywróć adres {link.restore}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

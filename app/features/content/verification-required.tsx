import Clock from "lucide-react/icons/clock";
import Inbox from "lucide-react/icons/inbox";
import MailCheck from "lucide-react/icons/mail-check";
import { Link } from "react-router";
import { StaticPage } from "./components/static-page";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { STATIC_PAGES } from "./pages";

// spec: public §2 /verification-required, §9 "verification e-mail delay (stated): up to 5 minutes".
// `links`: the resend and sign-in pages, carrying the visitor's return path when there is one (ADR 210).
type Links = { resend: string; signIn: string };

export function VerificationRequiredPage({ appUrl, links }: { appUrl: string; links: Links }) {
  const contact = useSiteSettings().mailboxes.contact; // ADR 179: the owner's
  return (
    <StaticPage
      page={STATIC_PAGES.verificationRequired}
      appUrl={appUrl}
      lead={
        <p className="flex items-start gap-3">
          <MailCheck aria-hidden className="mt-1 size-6 shrink-0 text-emerald-700 dark:text-emerald-300" />
          <span>Wysłaliśmy link weryfikacyjny na adres e-mail podany przy rejestracji. Kliknij go, aby aktywować konto.</span>
        </p>
      }
    >
      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        <section aria-labelledby="co-dalej" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="co-dalej" className="text-xl font-bold">Co dalej?</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 dark:text-slate-200">
            <li>Otwórz skrzynkę pocztową i znajdź wiadomość od Viralne Produkty.</li>
            <li>Kliknij link weryfikacyjny w treści wiadomości.</li>
            <li>Zaloguj się adresem e-mail i hasłem podanymi przy rejestracji.</li>
          </ol>
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            Dostarczenie wiadomości może potrwać do 5 minut.
          </p>
        </section>
        <section aria-labelledby="brak-wiadomosci" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="brak-wiadomosci" className="flex items-center gap-2 text-xl font-bold">
            <Inbox aria-hidden className="size-5" /> Nie widzisz wiadomości?
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-200">
            <li>Sprawdź foldery „Spam”, „Oferty” lub „Społeczności”.</li>
            <li>Jeśli wiadomość trafiła do spamu, oznacz ją jako „To nie jest spam”, aby kolejne docierały do skrzynki odbiorczej.</li>
            <li>Upewnij się, że adres e-mail został wpisany bez literówek.</li>
            <li>
              Link nie dotarł albo wygasł?{" "}
              <Link to={links.resend} className="font-medium text-brand-700 underline dark:text-brand-100">
                Wyślij ponownie link weryfikacyjny
              </Link>
              .
            </li>
            <li>
              Jeśli po kilku minutach wiadomości nadal nie ma, napisz do nas:{" "}
              <a href={`mailto:${contact}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                {contact}
              </a>
              .
            </li>
          </ul>
        </section>
      </div>
      <p className="mt-8">
        <Link to={links.signIn} className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Przejdź do logowania
        </Link>
      </p>
    </StaticPage>
  );
}

import AtSign from "lucide-react/icons/at-sign";
import Camera from "lucide-react/icons/camera";
import MailIcon from "lucide-react/icons/mail";
import Music2 from "lucide-react/icons/eighth-note";
import { SOCIAL_PROFILES } from "~/components/layout/site-footer";
import { StaticPage } from "./components/static-page";
import { MAILBOXES, STATIC_PAGES } from "./pages";

// spec: public §2 /kontakt — the two social profiles (the footer's list) and a contact e-mail.
const SOCIAL_ICONS: Record<string, typeof Camera> = { TikTok: Music2, Instagram: Camera };

const MAIL_TOPICS = [
  { address: MAILBOXES.contact, topic: "Pytania, propozycje produktów do sprawdzenia, zgłoszenia treści i reklamacje" },
  { address: MAILBOXES.affiliate, topic: "Współpraca i program afiliacyjny" },
  { address: MAILBOXES.privacy, topic: "Dane osobowe i prywatność" },
] as const;

export function ContactPage({ appUrl }: { appUrl: string }) {
  return (
    <StaticPage
      page={STATIC_PAGES.contact}
      appUrl={appUrl}
      lead={<p>Widziałeś produkt, który warto sprawdzić? Masz pytanie o recenzję? Napisz do nas albo odezwij się w mediach społecznościowych.</p>}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="napisz" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="napisz" className="flex items-center gap-2 text-xl font-bold">
            <MailIcon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" /> Napisz e-mail
          </h2>
          <ul className="mt-4 space-y-4">
            {MAIL_TOPICS.map((m) => (
              <li key={m.address}>
                <a href={`mailto:${m.address}`} className="break-all text-lg font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
                  {m.address}
                </a>
                <p className="text-sm text-slate-600 dark:text-slate-300">{m.topic}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="social" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="social" className="flex items-center gap-2 text-xl font-bold">
            <AtSign aria-hidden className="size-5 text-brand-600 dark:text-brand-100" /> Znajdź nas w sieci
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">Pokazujemy testy produktów na krótkich filmach i odpowiadamy na wiadomości.</p>
          <ul className="mt-4 space-y-3">
            {SOCIAL_PROFILES.map((p) => {
              const Icon = SOCIAL_ICONS[p.name] ?? AtSign;
              return (
                <li key={p.name}>
                  <a
                    href={p.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-900"
                  >
                    <Icon aria-hidden className="size-5" />
                    <span>
                      {p.name} <span className="font-normal text-slate-600 dark:text-slate-300">{handle(p.href)}</span>
                    </span>
                    <span className="sr-only">(otwiera się w nowej karcie)</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </StaticPage>
  );
}

/** "https://www.tiktok.com/@viralneprodukty" → "@viralneprodukty". */
function handle(href: string): string {
  const last = new URL(href).pathname.split("/").filter(Boolean).pop() ?? "";
  return last.startsWith("@") ? last : `@${last}`;
}

import AtSign from "lucide-react/icons/at-sign";
import Camera from "lucide-react/icons/camera";
import MailIcon from "lucide-react/icons/mail";
import CirclePlay from "lucide-react/icons/circle-play";
import Music2 from "lucide-react/icons/eighth-note";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import { profileHandle } from "~/features/site-settings/public-settings";
import type { MailboxKey, SocialNetwork } from "~/features/site-settings/site-settings-types";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { StaticPage } from "./components/static-page";
import { STATIC_PAGES } from "./pages";

// spec: public §2 /kontakt — the social profiles (the footer's list) and the contact e-mails, both the
// owner's to change in Ustawienia strony (ADR 179).
const SOCIAL_ICONS: Record<SocialNetwork, typeof Camera> = { tiktok: Music2, instagram: Camera, youtube: CirclePlay, facebook: ThumbsUp };

const MAIL_TOPICS: readonly { mailbox: MailboxKey; topic: string }[] = [
  { mailbox: "contact", topic: "Pytania, propozycje produktów do sprawdzenia, zgłoszenia treści i reklamacje" },
  { mailbox: "affiliate", topic: "Współpraca i program afiliacyjny" },
  { mailbox: "privacy", topic: "Dane osobowe i prywatność" },
];

export function ContactPage({ appUrl }: { appUrl: string }) {
  const { mailboxes, social } = useSiteSettings();
  return (
    <StaticPage
      page={STATIC_PAGES.contact}
      appUrl={appUrl}
      lead={<p>Wpadł Ci w oko produkt, który warto sprawdzić? Masz pytanie o recenzję? Napisz do nas albo odezwij się w mediach społecznościowych.</p>}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="napisz" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="napisz" className="flex items-center gap-2 text-xl font-bold">
            <MailIcon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" /> Napisz e-mail
          </h2>
          <ul className="mt-4 space-y-4">
            {MAIL_TOPICS.map((m) => (
              <li key={m.mailbox}>
                <a href={`mailto:${mailboxes[m.mailbox]}`} className="break-all text-lg font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
                  {mailboxes[m.mailbox]}
                </a>
                <p className="text-sm text-slate-600 dark:text-slate-300">{m.topic}</p>
              </li>
            ))}
          </ul>
        </section>
        {social.length > 0 && (
          <section aria-labelledby="social" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <h2 id="social" className="flex items-center gap-2 text-xl font-bold">
              <AtSign aria-hidden className="size-5 text-brand-600 dark:text-brand-100" /> Znajdź nas w sieci
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">Pokazujemy testy produktów na krótkich filmach i odpowiadamy na wiadomości.</p>
            <ul className="mt-4 space-y-3">
              {social.map((p) => {
                const Icon = SOCIAL_ICONS[p.network];
                const handle = profileHandle(p.href);
                return (
                  <li key={p.network}>
                    <a
                      href={p.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-900"
                    >
                      <Icon aria-hidden className="size-5" />
                      <span>
                        {p.name} {handle && <span className="font-normal text-slate-600 dark:text-slate-300">{handle}</span>}
                      </span>
                      <span className="sr-only">(otwiera się w nowej karcie)</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </StaticPage>
  );
}

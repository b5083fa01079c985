import HeartHandshake from "lucide-react/icons/heart-handshake";
import Scale from "lucide-react/icons/scale";
import SearchCheck from "lucide-react/icons/search-check";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Link } from "react-router";
import { Prose } from "./components/prose";
import { StaticPage } from "./components/static-page";
import { STATIC_PAGES } from "./pages";

// spec: public §2 /o-nas — mission, two team members, values, calls to action (register, contact).
const TEAM = [
  {
    name: "Marta Zielińska",
    initials: "MZ",
    role: "Redaktorka naczelna",
    bio: "Od lat testuje gadżety do domu i kosmetyki, które robią furorę w sieci. Decyduje, co trafia do katalogu, i pilnuje, by każda recenzja mówiła o wadach tak samo jasno jak o zaletach.",
  },
  {
    name: "Kuba Malinowski",
    initials: "KM",
    role: "Analityk produktów i bezpieczeństwa zakupów",
    bio: "Porównuje ceny w sklepach, czyta opinie kupujących i tropi podróbki. To on przygotowuje ostrzeżenia Scam Alert i sprawdza, czy link prowadzi do uczciwej oferty.",
  },
] as const;

const VALUES = [
  { icon: SearchCheck, title: "Sprawdzamy, zanim polecimy", text: "Produkt trafia do katalogu dopiero wtedy, gdy przejrzymy ofertę, opinie kupujących i cenę na tle innych sklepów." },
  { icon: Scale, title: "Uczciwie o wadach", text: "Każda recenzja ma sekcję „Dla kogo NIE jest ten produkt”. Lepiej nie kupić, niż żałować zakupu." },
  { icon: ShieldAlert, title: "Ostrzegamy przed oszustwami", text: "Gdy viralowy hit okazuje się podróbką albo pułapką cenową, publikujemy Scam Alert." },
  { icon: HeartHandshake, title: "Jawnie o pieniądzach", text: "Zarabiamy na prowizjach z linków afiliacyjnych i mówimy o tym otwarcie. Prowizja nigdy nie podnosi oceny." },
] as const;

export function AboutPage({ appUrl }: { appUrl: string }) {
  return (
    <StaticPage
      page={STATIC_PAGES.about}
      appUrl={appUrl}
      lead={<p>Viralne Produkty to katalog rzeczy, które podbijają TikToka i Instagrama – z recenzjami, które mówią, czy warto.</p>}
    >
      <div className="space-y-14">
        <section aria-labelledby="misja">
          <h2 id="misja" className="text-2xl font-bold tracking-tight">Nasza misja</h2>
          <Prose>
            <p>
              Krótkie filmy sprzedają produkty w kilkanaście sekund. Zanim zdążysz się zastanowić, gadżet „którego
              potrzebuje każdy” jest już w koszyku. Chcemy, żeby ta decyzja była świadoma: sprawdzamy, co stoi za
              popularnością produktu, ile naprawdę kosztuje i gdzie bezpiecznie go kupić.
            </p>
            <p>
              Piszemy po polsku, z myślą o polskich kupujących: podajemy ceny w złotych, zwracamy uwagę na koszty i czas
              dostawy oraz na to, jak wygląda zwrot towaru.
            </p>
          </Prose>
        </section>

        <section aria-labelledby="zespol">
          <h2 id="zespol" className="text-2xl font-bold tracking-tight">Zespół</h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {TEAM.map((m) => (
              <li key={m.name} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <div className="flex items-center gap-4">
                  <span aria-hidden className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-700">
                    {m.initials}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">{m.name}</h3>
                    <p className="text-sm font-medium text-brand-700 dark:text-brand-100">{m.role}</p>
                  </div>
                </div>
                <p className="mt-4 text-slate-600 dark:text-slate-300">{m.bio}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="wartosci">
          <h2 id="wartosci" className="text-2xl font-bold tracking-tight">Nasze wartości</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon aria-hidden className="mt-1 size-6 shrink-0 text-brand-600 dark:text-brand-100" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="dolacz" className="rounded-3xl bg-slate-900 px-6 py-10 text-center text-white sm:px-12 dark:bg-slate-800">
          <h2 id="dolacz" className="text-2xl font-bold tracking-tight">Dołącz do społeczności</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-200">
            Załóż konto, aby zapisywać produkty na liście życzeń i dzielić się opiniami. Masz pytanie albo produkt do
            sprawdzenia? Napisz do nas.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/rejestracja" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
              Załóż darmowe konto
            </Link>
            <Link to="/kontakt" className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10">
              Skontaktuj się z nami
            </Link>
          </div>
        </section>
      </div>
    </StaticPage>
  );
}

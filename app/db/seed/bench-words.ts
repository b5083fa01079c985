// Polish vocabulary for the synthetic benchmark catalogue (scripts/seed-bench.ts). Diacritics on
// purpose: search must find "ladowarka" in "Ładowarka".

type Gender = "m" | "f" | "n";
export type Noun = { word: string; gender: Gender };

const n = (gender: Gender, ...words: string[]): Noun[] => words.map((word) => ({ word, gender }));

export const NOUNS: Record<string, Noun[]> = {
  EL: [...n("f", "Ładowarka", "Lampka", "Kamera", "Klawiatura", "Mysz", "Opaska"), ...n("m", "Powerbank", "Głośnik", "Projektor", "Uchwyt", "Kabel", "Pad"), ...n("n", "Etui", "Słuchawki")],
  DO: [...n("f", "Doniczka", "Deska do krojenia", "Szczotka", "Miska", "Patelnia", "Półka"), ...n("m", "Organizer", "Rozdrabniacz", "Dozownik", "Mop", "Pojemnik", "Zraszacz"), ...n("n", "Wiadro", "Sito")],
  MO: [...n("f", "Bluza", "Torebka", "Czapka", "Koszulka", "Kurtka", "Nerka"), ...n("m", "Portfel", "Pasek", "Szalik", "Plecak", "Zegarek"), ...n("n", "Okulary", "Skarpetki")],
  UR: [...n("f", "Maseczka", "Szczotka do włosów", "Lokówka", "Pomadka", "Paleta cieni"), ...n("m", "Krem", "Roller", "Tonik", "Olejek", "Peeling"), ...n("n", "Serum", "Lusterko")],
  ZA: [...n("f", "Układanka", "Tablica", "Gra planszowa", "Lalka", "Kolejka"), ...n("m", "Robot", "Zestaw klocków", "Samochodzik", "Dron", "Pluszak"), ...n("n", "Puzzle", "Pianino")],
  SP: [...n("f", "Mata", "Guma oporowa", "Skakanka", "Butelka", "Hantla"), ...n("m", "Rower stacjonarny", "Namiot", "Kijek", "Pas biodrowy", "Roller do masażu"), ...n("n", "Kółko do brzucha", "Siodełko")],
  AU: [...n("f", "Kamera samochodowa", "Ładowarka samochodowa", "Mata", "Osłona"), ...n("m", "Uchwyt na telefon", "Odkurzacz samochodowy", "Organizer", "Kompresor", "Odświeżacz"), ...n("n", "Lusterko", "Oświetlenie")],
  PE: [...n("f", "Fontanna", "Miska", "Smycz", "Obroża", "Piłka", "Kuweta"), ...n("m", "Drapak", "Transporter", "Przysmak", "Legowisko", "Grzebień"), ...n("n", "Szelki", "Posłanie")],
  TR: [...n("f", "Walizka", "Torba", "Kosmetyczka", "Poduszka podróżna", "Saszetka"), ...n("m", "Plecak", "Organizer", "Adapter", "Pokrowiec", "Zamek szyfrowy"), ...n("n", "Etui na paszport")],
  OC: [...n("f", "Lampka", "Kula śnieżna", "Girlanda", "Świeca", "Kartka"), ...n("m", "Kalendarz adwentowy", "Zestaw prezentowy", "Balon", "Projektor", "Kubek"), ...n("n", "Pudełko", "Ozdoby")],
};

// [masculine, feminine, neuter/plural] forms.
export const ADJECTIVES: [string, string, string][] = [
  ["bezprzewodowy", "bezprzewodowa", "bezprzewodowe"],
  ["składany", "składana", "składane"],
  ["magnetyczny", "magnetyczna", "magnetyczne"],
  ["wodoodporny", "wodoodporna", "wodoodporne"],
  ["przenośny", "przenośna", "przenośne"],
  ["inteligentny", "inteligentna", "inteligentne"],
  ["ultralekki", "ultralekka", "ultralekkie"],
  ["kompaktowy", "kompaktowa", "kompaktowe"],
  ["świecący", "świecąca", "świecące"],
  ["wielofunkcyjny", "wielofunkcyjna", "wielofunkcyjne"],
  ["ergonomiczny", "ergonomiczna", "ergonomiczne"],
  ["silikonowy", "silikonowa", "silikonowe"],
  ["bambusowy", "bambusowa", "bambusowe"],
  ["różowy", "różowa", "różowe"],
  ["miętowy", "miętowa", "miętowe"],
  ["czarny", "czarna", "czarne"],
  ["pastelowy", "pastelowa", "pastelowe"],
  ["samoczyszczący", "samoczyszcząca", "samoczyszczące"],
];

export const SUFFIXES = [
  "z podświetleniem LED", "2 w 1", "3 w 1", "z etui", "Pro", "Max", "mini", "XL", "z pilotem", "z aplikacją",
  "zestaw 3 szt.", "ze stali nierdzewnej", "na prezent", "z ładowaniem USB-C", "do podróży", "dla dzieci",
  "z timerem", "w kolorze pudrowego różu", "z funkcją masażu", "z uchwytem", "premium", "edycja 2026",
  "z filtrem", "z powłoką antypoślizgową", "na wymiar", "z regulacją", "ze wzorem w kwiaty", "z kieszenią",
];

export const INTRO = [
  "Produkt, który podbił TikToka i Instagram.",
  "Viralowy hit polecany przez twórców z całej Polski.",
  "Gadżet, o którym w ostatnich tygodniach mówi cały internet.",
  "Jeden z najczęściej udostępnianych produktów tego sezonu.",
  "Znany z filmików, na których robi wrażenie w kilka sekund.",
  "Bestseller wśród zakupów z zagranicznych platform.",
];

export const FEATURE = [
  "Wykonany z trwałych materiałów, sprawdzi się przy codziennym użytkowaniu.",
  "Łatwy w obsłudze, montażu i czyszczeniu.",
  "Zasilany przez USB-C, działa kilka godzin na jednym ładowaniu.",
  "Zajmuje niewiele miejsca i łatwo go schować do szuflady.",
  "Dostępny w kilku kolorach i rozmiarach.",
  "Użytkownicy chwalą go za solidne wykonanie i dobrą cenę.",
  "Nie wymaga narzędzi ani skomplikowanej konfiguracji.",
  "Bezpieczny dla dzieci i zwierząt, bez ostrych krawędzi.",
];

export const OUTRO = [
  "Świetny pomysł na prezent dla bliskiej osoby.",
  "Idealny do domu, biura i w podróży.",
  "Przed zakupem warto porównać ceny w kilku sklepach.",
  "Czas dostawy z zagranicy wynosi zwykle od 7 do 20 dni.",
  "Sprawdź opinie użytkowników, zanim zdecydujesz się na zakup.",
  "Uwaga: rozmiar bywa mniejszy, niż sugerują zdjęcia.",
];

export const TAGS: Record<string, string[]> = {
  EL: ["elektronika", "gadżety", "ładowanie", "bluetooth", "smartfon", "led"],
  DO: ["dom", "kuchnia", "sprzątanie", "organizacja", "ogród", "dekoracje"],
  MO: ["moda", "streetwear", "dodatki", "ubrania", "obuwie", "stylizacja"],
  UR: ["uroda", "pielęgnacja", "makijaż", "włosy", "skincare", "kosmetyki"],
  ZA: ["zabawki", "dzieci", "edukacja", "kreatywność", "prezent", "gry"],
  SP: ["sport", "fitness", "trening", "outdoor", "zdrowie", "siłownia"],
  AU: ["motoryzacja", "samochód", "akcesoria", "bezpieczeństwo", "podróże"],
  PE: ["zwierzęta", "pies", "kot", "pielęgnacja", "zabawki dla psa"],
  TR: ["podróże", "bagaż", "walizka", "organizacja", "wakacje"],
  OC: ["prezent", "święta", "urodziny", "dekoracje", "impreza"],
};

export const COMMON_TAGS = ["tiktok", "viral", "promocja", "nowość", "bestseller", "hit"];

import type { DemoProduct } from "./types";

// Sport, Motoryzacja, Zwierzęta, Torby i Podróże, Okazje.
export const OUTDOOR_GIFTS_PRODUCTS: DemoProduct[] = [
  {
    title: "Regulowane hantle 2 w 1 do 20 kg", short: "Hantle 20 kg", kind: "dumbbell", category: "SP", type: "FI",
    description: "Para hantli, w których ciężar zmienia się obrotem pokrętła. Zastępują cały stojak talerzy i mieszczą się pod łóżkiem. Mechanizm działa płynnie, choć wymaga równego odłożenia na podstawę.",
    price: 499, discounted: 379, tags: ["fitness", "siłownia", "hantle", "trening w domu"], images: 3, shops: "am", social: "k",
    views: 318_000, likes: 9_600, shares: 1_300, verified: true, quality: 4.4,
  },
  {
    title: "Mata do jogi z liniami ustawienia", short: "Mata do jogi", kind: "star", category: "SP", type: "FI",
    description: "Antypoślizgowa mata z nadrukowanymi liniami, które pomagają utrzymać prawidłową pozycję. Ma 6 mm grubości i pasek do noszenia.",
    price: 119, discounted: 79, tags: ["joga", "fitness", "mata"], images: 2, shops: "tam", social: "i",
    views: 214_000, likes: 6_800, shares: 870, trending: false, verified: true, quality: 4.5,
  },
  {
    title: "Namiot plażowy typu pop-up z filtrem UV", short: "Namiot pop-up", kind: "tent", category: "SP", type: "OU",
    description: "Namiot, który rozkłada się sam w dwie sekundy i chroni przed słońcem filtrem UPF 50+. Gorzej ze składaniem – warto obejrzeć instruktaż przed wyjazdem.",
    price: 159, tags: ["plaża", "namiot", "wakacje", "outdoor"], images: 2, shops: "ta", social: "k",
    views: 402_000, likes: 12_100, shares: 2_600, trending: true, quality: 3.6,
  },
  {
    title: "Butelka z motywacyjną skalą godzin", short: "Butelka 2 l", kind: "bottle", category: "SP", type: "SU",
    description: "Dwulitrowa butelka z nadrukiem przypominającym, ile wody wypić do danej godziny. Szczelna, bez BPA, z wygodnym uchwytem i słomką.",
    price: 49.99, discounted: 34.99, tags: ["nawodnienie", "butelka", "zdrowie"], images: 1, shops: "tam", social: "ki",
    views: 1_150_000, likes: 41_700, shares: 6_900, trending: true, verified: true, quality: 4.2,
  },
  {
    title: "Odkurzacz samochodowy bezprzewodowy", short: "Odkurzacz do auta", kind: "spray", category: "AU", type: "MA",
    description: "Kompaktowy odkurzacz z mocnym ssaniem i trzema końcówkami do szczelin i tapicerki. Ładowany przez USB-C, pracuje około 25 minut.",
    price: 139, discounted: 89, tags: ["samochód", "sprzątanie", "odkurzacz"], images: 2, shops: "tam", social: "k",
    views: 587_000, likes: 17_400, shares: 2_100, trending: true, verified: true, quality: 4.1,
  },
  {
    title: "Uchwyt na telefon z ładowaniem do kratki", short: "Uchwyt do auta", kind: "phone", category: "AU", type: "AC",
    description: "Uchwyt z automatycznie zaciskanymi ramionami i ładowaniem indukcyjnym 15 W. Montuje się na kratce nawiewu w kilka sekund.",
    price: 99, tags: ["samochód", "uchwyt", "ładowarka"], images: 2, shops: "ta", social: "k",
    views: 176_000, likes: 4_800, shares: 590, verified: true, quality: 4.0,
  },
  {
    title: "Kamera samochodowa 4K z GPS", short: "Wideorejestrator", kind: "camera", category: "AU", type: "EL",
    description: "Wideorejestrator nagrywający w 4K z przodu i Full HD z tyłu. Wbudowany GPS zapisuje prędkość i trasę, a tryb parkingowy wykrywa stłuczki.",
    price: 389, discounted: 299, tags: ["kamera", "samochód", "bezpieczeństwo", "4k"], images: 3, shops: "am", social: "",
    views: 121_000, likes: 2_900, shares: 340, verified: true, quality: 4.3,
  },
  {
    title: "Samochodowy organizer między fotele", short: "Organizer do auta", kind: "box", category: "AU", type: "AC",
    description: "Wkładka wypełniająca szczelinę między fotelem a konsolą, w której zmieszczą się telefon, klucze i napój. Koniec z szukaniem rzeczy pod siedzeniem.",
    price: 39, discounted: 25, tags: ["samochód", "organizacja"], images: 1, shops: "ta", social: "k",
    views: 743_000, likes: 20_500, shares: 3_300, quality: 3.8,
  },
  {
    title: "Fontanna z filtrem dla kota", short: "Fontanna dla kota", kind: "paw", category: "PE", type: "CA",
    description: "Cicha fontanna z potrójnym filtrem, która zachęca koty do picia większej ilości wody. Zbiornik 2,5 litra wystarcza na kilka dni.",
    price: 129, discounted: 99, tags: ["kot", "fontanna", "zdrowie zwierząt"], images: 2, shops: "tam", social: "ik",
    views: 896_000, likes: 34_200, shares: 5_100, trending: true, verified: true, quality: 4.5,
  },
  {
    title: "Interaktywna piłka dla psa", short: "Piłka dla psa", kind: "paw", category: "PE", type: "TO",
    description: "Piłka, która sama toczy się i zmienia kierunek, gdy pies jej dotknie. Ładowana przez USB, wytrzymała na ugryzienia małych i średnich psów.",
    price: 79, tags: ["pies", "zabawki", "aktywność"], images: 2, shops: "ta", social: "k",
    views: 1_420_000, likes: 57_900, shares: 9_800, trending: true, quality: 3.7,
  },
  {
    title: "Liofilizowane przysmaki z łososia", short: "Przysmaki z łososia", kind: "jar", category: "PE", type: "FO",
    description: "Naturalne przysmaki z jednego składnika, bez konserwantów. Koty i psy szaleją za nimi, więc sprawdzają się przy nauce sztuczek.",
    price: 44.99, discounted: 36.99, tags: ["przysmaki", "kot", "pies", "naturalne"], images: 1, shops: "m", social: "i",
    views: 98_500, likes: 3_100, shares: 280, verified: true, quality: 4.6,
  },
  {
    title: "Rękawica do wyczesywania sierści", short: "Rękawica groomer", kind: "brush", category: "PE", type: "CA",
    description: "Silikonowa rękawica, która zbiera luźną sierść podczas głaskania. Większość zwierząt traktuje ją jak masaż. Sierść łatwo zdjąć jednym ruchem.",
    price: 29, tags: ["pielęgnacja", "sierść", "pies", "kot"], images: 1, shops: "ta", social: "k",
    views: 2_050_000, likes: 77_400, shares: 14_600, trending: true, verified: true, quality: 4.2,
  },
  {
    title: "Walizka kabinowa z przednią kieszenią na laptopa", short: "Walizka kabinowa", kind: "suitcase", category: "TR", type: "BA",
    description: "Walizka mieszcząca się w wymiarach bagażu podręcznego tanich linii. Przednia kieszeń otwiera się bez kładzenia walizki i mieści laptopa 15,6 cala.",
    price: 459, discounted: 329, tags: ["walizka", "podróże", "bagaż podręczny"], images: 4, shops: "am", social: "i",
    views: 267_000, likes: 7_900, shares: 1_150, verified: true, quality: 4.4,
  },
  {
    title: "Plecak podróżny pod wymiar Ryanair 40x20x25", short: "Plecak 40x20x25", kind: "bag", category: "TR", type: "BA",
    description: "Plecak idealnie mieszczący się pod fotelem samolotu, czyli w darmowym bagażu. Ma osobną przegrodę na buty i port USB do powerbanku.",
    price: 119, discounted: 89, tags: ["plecak", "podróże", "ryanair", "bagaż"], images: 3, shops: "tam", social: "ki",
    views: 3_210_000, likes: 132_000, shares: 27_400, trending: true, verified: true, quality: 4.5,
  },
  {
    title: "Kostki kompresyjne do pakowania – 6 szt.", short: "Kostki do pakowania", kind: "box", category: "TR", type: "AC",
    description: "Zestaw sześciu organizerów z zamkiem kompresyjnym, które porządkują walizkę i oszczędzają miejsce. Siateczkowe okienka pokazują zawartość.",
    price: 69, tags: ["pakowanie", "organizacja", "podróże"], images: 2, shops: "ta", social: "k",
    views: 389_000, likes: 11_200, shares: 1_800, quality: 4.1,
  },
  {
    title: "Poduszka podróżna z pianki memory", short: "Poduszka podróżna", kind: "star", category: "TR", type: "AC",
    description: "Poduszka pod szyję z pianki z pamięcią kształtu, która dobrze podtrzymuje głowę w samolocie. Składa się do małego etui.",
    price: 79, discounted: 59, tags: ["podróże", "samolot", "sen"], images: 1, shops: "am", social: "",
    views: 54_800, likes: 1_200, shares: 130, quality: 3.9,
  },
  {
    title: "Projektor gwiazd z muzyką bluetooth", short: "Projektor gwiazd", kind: "bulb", category: "OC", type: "GI",
    description: "Projektor rzucający na sufit ruchomą mgławicę i gwiazdy. Ma wbudowany głośnik i wyłącznik czasowy. Jeden z najczęściej kupowanych prezentów ostatnich świąt.",
    price: 149, discounted: 99, tags: ["prezent", "projektor", "sypialnia", "led"], images: 3, shops: "tam", social: "ki",
    views: 2_890_000, likes: 104_000, shares: 19_500, trending: true, verified: true, quality: 4.3,
  },
  {
    title: "Kalendarz adwentowy z kosmetykami", short: "Kalendarz adwentowy", kind: "gift", category: "OC", type: "SE",
    description: "Dwadzieścia cztery okienka z miniaturami kosmetyków do pielęgnacji. Zawartość jest warta więcej niż cena kalendarza, choć część produktów to małe saszetki.",
    price: 199, discounted: 149, tags: ["święta", "kalendarz adwentowy", "kosmetyki", "prezent"], images: 2, shops: "am", social: "i",
    views: 612_000, likes: 23_800, shares: 3_900, trending: true, quality: 4.0,
  },
  {
    title: "Balony z konfetti i pompka na imprezę", short: "Zestaw imprezowy", kind: "star", category: "OC", type: "DE",
    description: "Zestaw 50 balonów w kolorze różowego złota, z konfetti, wstążkami i ręczną pompką. Wystarczy na dekorację urodzin lub wieczoru panieńskiego.",
    price: 39.99, tags: ["impreza", "urodziny", "dekoracje"], images: 1, shops: "ta", social: "i",
    views: 87_600, likes: 2_400, shares: 390, verified: true, quality: 4.2,
  },
  {
    title: "Personalizowana lampka z grawerem zdjęcia", short: "Lampka 3D", kind: "lamp", category: "OC", type: "GI",
    description: "Akrylowa płytka z wygrawerowanym zdjęciem, podświetlana od dołu na wybrany kolor. Realizacja trwa kilka dni, a efekt robi wrażenie na zdjęciach i na żywo.",
    price: 119, discounted: 89, tags: ["prezent", "personalizacja", "lampka"], images: 2, shops: "at", social: "k",
    views: 454_000, likes: 16_900, shares: 3_200, verified: true, quality: 4.4,
  },
];

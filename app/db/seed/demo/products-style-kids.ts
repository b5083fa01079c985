import type { DemoProduct } from "./types";

// Moda, Uroda and Zabawki.
export const STYLE_KIDS_PRODUCTS: DemoProduct[] = [
  {
    title: "Bluza oversize z kapturem Cloud", short: "Bluza Cloud", kind: "shirt", category: "MO", type: "CL",
    description: "Miękka bluza z grubej bawełny o luźnym kroju, który pokochali twórcy modowi na TikToku. Dostępna w dziewięciu pastelowych kolorach. Po kilku praniach nie traci kształtu.",
    price: 149, discounted: 99, tags: ["bluza", "oversize", "streetwear", "bawełna"], images: 4, shops: "tam", social: "ki",
    views: 1_670_000, likes: 64_300, shares: 8_800, trending: true, verified: true, quality: 4.3,
  },
  {
    title: "Torebka crossbody w kształcie chmurki", short: "Torebka chmurka", kind: "bag", category: "MO", type: "BA",
    description: "Pikowana, lekka torebka na regulowanym pasku, która stała się symbolem stylu clean girl. Mieści telefon, portfel i kosmetyczkę.",
    price: 89, tags: ["torebka", "moda", "dodatki"], images: 2, shops: "ta", social: "i",
    views: 498_000, likes: 21_600, shares: 3_100, verified: true, quality: 4.0,
  },
  {
    title: "Sneakersy na grubej podeszwie Puff", short: "Sneakersy Puff", kind: "shoe", category: "MO", type: "SH",
    description: "Lekkie buty na piankowej podeszwie, które dodają kilka centymetrów wzrostu. Wygodne na cały dzień chodzenia, choć przy dużym mrozie podeszwa twardnieje.",
    price: 219, discounted: 159, tags: ["buty", "sneakersy", "streetwear"], images: 3, shops: "am", social: "k",
    views: 356_000, likes: 11_900, shares: 1_700, quality: 3.7,
  },
  {
    title: "Smartwatch z ekranem AMOLED i pomiarem tętna", short: "Smartwatch", kind: "watch", category: "MO", type: "AC",
    description: "Zegarek z jasnym ekranem AMOLED, pomiarem tętna, snu i saturacji. Powiadomienia z telefonu wyświetla z polskimi znakami. Bateria trzyma około tygodnia.",
    price: 299, discounted: 199, tags: ["zegarek", "smartwatch", "fitness", "dodatki"], images: 2, shops: "tam", social: "k",
    views: 812_000, likes: 25_500, shares: 3_600, trending: true, verified: true, quality: 4.1,
  },
  {
    title: "Wkładki magnetyczne wyszczuplające", short: "Wkładki magnetyczne", kind: "shoe", category: "MO", type: "SH",
    description: "Sprzedawcy obiecują utratę kilku kilogramów tygodniowo dzięki magnesom w butach. Nie ma żadnych badań, które by to potwierdzały, a zwroty są praktycznie niemożliwe.",
    price: 49, tags: ["oszustwo", "odchudzanie", "uwaga"], images: 1, shops: "t", social: "k",
    views: 61_200, likes: 310, shares: 2_450, scam: true, quality: 1.3,
  },
  {
    title: "Serum z niacynamidem 10% i cynkiem", short: "Serum niacynamid", kind: "bottle", category: "UR", type: "SK",
    description: "Lekkie serum, które zwęża pory i wyrównuje koloryt skóry. Dobrze współpracuje z kremem nawilżającym i filtrem. Wystarcza na około trzy miesiące codziennego stosowania.",
    price: 54.99, discounted: 39.99, tags: ["pielęgnacja", "serum", "cera tłusta", "skincare"], images: 2, shops: "am", social: "ki",
    views: 1_930_000, likes: 72_800, shares: 12_400, trending: true, verified: true, quality: 4.6,
  },
  {
    title: "Olejek do ust zmieniający kolor", short: "Olejek do ust", kind: "lipstick", category: "UR", type: "MA",
    description: "Przezroczysty olejek, który pod wpływem pH ust zmienia kolor na delikatny róż. Nawilża i nie klei się. Efekt na każdym wygląda trochę inaczej.",
    price: 29.99, tags: ["makijaż", "usta", "kosmetyki"], images: 1, shops: "ta", social: "i",
    views: 684_000, likes: 30_100, shares: 4_700, verified: false, quality: 3.9,
  },
  {
    title: "Szczotka suszarka do włosów 5w1", short: "Suszarko-lokówka", kind: "brush", category: "UR", type: "HA",
    description: "Zestaw z wymiennymi końcówkami do suszenia, prostowania i kręcenia loków powietrzem. Tańsza alternatywa dla słynnego urządzenia premium. Działa najlepiej na lekko wilgotnych włosach.",
    price: 349, discounted: 229, tags: ["włosy", "stylizacja", "suszarka", "loki"], images: 4, shops: "tam", social: "ki",
    views: 2_740_000, likes: 118_000, shares: 21_900, trending: true, verified: true, quality: 4.2,
  },
  {
    title: "Roller z kryształu górskiego do twarzy", short: "Roller do twarzy", kind: "brush", category: "UR", type: "TO",
    description: "Chłodzący wałeczek do masażu twarzy, który zmniejsza poranną opuchliznę. Najlepiej przechowywać go w lodówce. Przyjemny rytuał, ale nie cudowny lek na zmarszczki.",
    price: 45, discounted: 29, tags: ["masaż", "twarz", "pielęgnacja"], images: 2, shops: "ta", social: "i",
    views: 203_000, likes: 5_400, shares: 720, quality: 3.5,
  },
  {
    title: "Krem odmładzający – efekt w 3 dni", short: "Krem „3 dni”", kind: "jar", category: "UR", type: "SK",
    description: "Reklamy z fałszywymi opiniami dermatologów obiecują zniknięcie zmarszczek w trzy dni. Skład jest zwykłym kremem nawilżającym, a cena po subskrypcji rośnie kilkukrotnie.",
    price: 159, discounted: 39, tags: ["oszustwo", "kosmetyki", "subskrypcja"], images: 1, shops: "t", social: "i",
    views: 48_700, likes: 210, shares: 1_980, scam: true, quality: 1.5,
  },
  {
    title: "Klocki magnetyczne 100 elementów", short: "Klocki magnetyczne", kind: "blocks", category: "ZA", type: "ED",
    description: "Kolorowe płytki magnetyczne, z których dzieci budują domy, wieże i pojazdy. Uczą myślenia przestrzennego i zajmują na długie godziny. Krawędzie są zaokrąglone i bezpieczne.",
    price: 199, discounted: 139, tags: ["zabawki", "klocki", "edukacja", "prezent"], images: 3, shops: "tam", social: "ki",
    views: 472_000, likes: 15_800, shares: 2_300, trending: true, verified: true, quality: 4.7,
  },
  {
    title: "Tablica do rysowania światłem", short: "Tablica świetlna", kind: "star", category: "ZA", type: "CR",
    description: "Fluorescencyjna tablica, na której rysuje się długopisem z diodą UV. Rysunki świecą w ciemności i znikają po chwili. Świetna zabawa przed snem.",
    price: 69, tags: ["rysowanie", "kreatywność", "dzieci"], images: 2, shops: "ta", social: "k",
    views: 265_000, likes: 8_700, shares: 1_100, verified: true, quality: 4.3,
  },
  {
    title: "Interaktywny robot programowalny", short: "Robot kodujący", kind: "robot", category: "ZA", type: "EL",
    description: "Mały robot, którego dzieci programują za pomocą kart i prostej aplikacji. Reaguje na dźwięk i przeszkody. Wprowadzenie do logicznego myślenia dla przedszkolaków.",
    price: 179, discounted: 149, tags: ["robot", "programowanie", "edukacja"], images: 2, shops: "am", social: "k",
    views: 134_000, likes: 3_900, shares: 520, verified: true, quality: 4.0,
  },
  {
    title: "Zestaw do robienia świec sojowych", short: "Świece DIY", kind: "gift", category: "ZA", type: "CR",
    description: "Komplet z woskiem sojowym, knotami, olejkami zapachowymi i szklanymi słoiczkami. Wystarcza na sześć świec. Pomysł na kreatywne popołudnie dla nastolatków.",
    price: 89, tags: ["diy", "świece", "kreatywność"], images: 1, shops: "ta", social: "i",
    views: 78_300, likes: 2_100, shares: 260, quality: 4.1,
  },
];

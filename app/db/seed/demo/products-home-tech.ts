import type { DemoProduct } from "./types";

// Elektronika and Dom i Ogród.
export const HOME_TECH_PRODUCTS: DemoProduct[] = [
  {
    title: "Ładowarka indukcyjna 3w1 MagSafe", short: "Ładowarka 3w1", kind: "charger", category: "EL", type: "CH",
    description: "Składana stacja ładująca jednocześnie telefon, słuchawki i zegarek. Magnes trzyma iPhone'a pewnie nawet w pozycji pionowej, a całość mieści się w kieszeni. Na TikToku pokazywana jako idealny gadżet na szafkę nocną i do hotelu.",
    price: 189.99, discounted: 119.99, tags: ["ładowarka", "magsafe", "iphone", "podróże"], images: 3, shops: "tam", social: "ki",
    views: 1_284_000, likes: 48_200, shares: 9_100, trending: true, verified: true, quality: 4.4,
  },
  {
    title: "Słuchawki douszne z ANC i etui z ekranem", short: "Słuchawki ANC", kind: "headphones", category: "EL", type: "HP",
    description: "Bezprzewodowe słuchawki z aktywną redukcją szumów i etui, na którego dotykowym ekranie zmienisz utwór lub głośność. Bateria wystarcza na około 7 godzin słuchania, a z etui na ponad 30.",
    price: 249, discounted: 169, tags: ["słuchawki", "anc", "bluetooth", "muzyka"], images: 4, shops: "ta", social: "k",
    views: 2_310_000, likes: 91_500, shares: 15_300, trending: true, verified: true, quality: 4.2,
  },
  {
    title: "Uchwyt do telefonu z gimbalem i śledzeniem twarzy", short: "Gimbal AI", kind: "phone", category: "EL", type: "SM",
    description: "Obrotowy uchwyt, który sam podąża za Twoją twarzą podczas nagrywania. Działa bez aplikacji, wystarczy gest dłoni. Ulubione narzędzie twórców, którzy nagrywają bez operatora.",
    price: 129, tags: ["gimbal", "tiktok", "nagrywanie", "vlog"], images: 2, shops: "ta", social: "ki",
    views: 684_000, likes: 22_400, shares: 4_050, trending: true, verified: false, quality: 3.8,
  },
  {
    title: "Lampa z projekcją zachodu słońca", short: "Lampa sunset", kind: "lamp", category: "EL", type: "SH",
    description: "Lampa rzucająca na ścianę ciepłą, kolorową poświatę przypominającą zachód słońca. Sterowana pilotem i aplikacją, z 16 kolorami do wyboru. Hit sesji zdjęciowych w sypialni.",
    price: 89.99, discounted: 49.99, tags: ["lampa", "led", "dekoracja", "sypialnia"], images: 2, shops: "tam", social: "i",
    views: 3_950_000, likes: 156_000, shares: 31_200, trending: true, verified: true, quality: 4.1,
  },
  {
    title: "Mini konsola retro z 500 grami", short: "Konsola retro", kind: "gamepad", category: "EL", type: "GM",
    description: "Kieszonkowa konsola z ekranem 3 cali i wbudowanymi klasykami z lat 90. Można ją podłączyć do telewizora i grać we dwie osoby. Gry są proste, ale nostalgia działa bez zarzutu.",
    price: 79, tags: ["gry", "retro", "prezent"], images: 1, shops: "at", social: "k",
    views: 412_000, likes: 12_800, shares: 2_200, verified: true, quality: 3.6,
  },
  {
    title: "Powerbank solarny 50 000 mAh za 19 zł", short: "Powerbank solarny", kind: "charger", category: "EL", type: "CH",
    description: "Reklamy obiecują ogromną pojemność i ładowanie ze słońca za grosze. W praktyce w środku jest kilka razy mniej ogniw niż na naklejce, a panel ładuje baterię przez wiele dni. Sprawdź nasz alert, zanim zamówisz.",
    price: 19, tags: ["powerbank", "oszustwo", "uwaga"], images: 1, shops: "t", social: "k",
    views: 95_400, likes: 640, shares: 3_900, scam: true, quality: 1.4,
  },
  {
    title: "Rozdrabniacz do warzyw na sznurek", short: "Siekacz ręczny", kind: "pot", category: "DO", type: "KI",
    description: "Ręczny siekacz, który w kilka pociągnięć sznurka drobno posieka cebulę, czosnek czy zioła. Nie potrzebuje prądu, a wszystkie części można myć w zmywarce.",
    price: 39.99, discounted: 24.99, tags: ["kuchnia", "gadżet", "gotowanie"], images: 2, shops: "tam", social: "ki",
    views: 1_020_000, likes: 38_900, shares: 7_400, trending: true, verified: true, quality: 4.5,
  },
  {
    title: "Spray do czyszczenia fug z aktywną pianą", short: "Pianka do fug", kind: "spray", category: "DO", type: "CL",
    description: "Gęsta piana, która po kilku minutach rozjaśnia zabrudzone fugi w łazience i kuchni. Nie trzeba szorować, wystarczy przetrzeć wilgotną gąbką. Na filmach efekt jest spektakularny, w domu bardzo dobry.",
    price: 34.99, tags: ["sprzątanie", "łazienka", "chemia"], images: 1, shops: "am", social: "k",
    views: 756_000, likes: 27_300, shares: 5_600, verified: true, quality: 4.0,
  },
  {
    title: "Obrotowy organizer do kosmetyków 360°", short: "Organizer 360°", kind: "box", category: "DO", type: "OR",
    description: "Wielopoziomowy organizer, który obraca się wokół własnej osi i mieści kilkadziesiąt kosmetyków. Półki można przestawiać, a przezroczysty plastik łatwo utrzymać w czystości.",
    price: 69, discounted: 45, tags: ["organizacja", "łazienka", "kosmetyki"], images: 3, shops: "ta", social: "i",
    views: 328_000, likes: 9_100, shares: 1_450, verified: true, quality: 4.3,
  },
  {
    title: "Samonawadniająca doniczka z czujnikiem wody", short: "Doniczka smart", kind: "plant", category: "DO", type: "GA",
    description: "Doniczka z ukrytym zbiornikiem, która podlewa roślinę przez dwa tygodnie. Pływak pokazuje, kiedy dolać wody. Idealna dla zapominalskich i na czas urlopu.",
    price: 59.99, tags: ["rośliny", "ogród", "doniczka", "urlop"], images: 2, shops: "tam", social: "i",
    views: 142_000, likes: 4_300, shares: 610, verified: false, quality: 4.2,
  },
  {
    title: "Lampki LED w kształcie kropli rosy", short: "Lampki rosa", kind: "bulb", category: "DO", type: "DE",
    description: "Cienki drucik z setką mikro diod, który można owinąć wokół lustra, rośliny czy zagłówka łóżka. Zasilane z USB, z pilotem i ośmioma trybami świecenia.",
    price: 29.99, discounted: 17.99, tags: ["dekoracje", "led", "sypialnia"], images: 1, shops: "ta", social: "ik",
    views: 587_000, likes: 19_700, shares: 2_900, trending: true, quality: 3.9,
  },
  {
    title: "Próżniowe worki do przechowywania z pompką", short: "Worki próżniowe", kind: "box", category: "DO", type: "OR",
    description: "Zestaw ośmiu worków, które zmniejszają objętość kołder i ubrań nawet o 75%. Elektryczna pompka na USB opróżnia worek w kilkanaście sekund.",
    price: 99, discounted: 79, tags: ["organizacja", "przechowywanie", "przeprowadzka"], images: 2, shops: "am", social: "k",
    views: 231_000, likes: 6_200, shares: 980, verified: true, quality: 4.4,
  },
];

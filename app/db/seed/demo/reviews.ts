import type { Random } from "./text";

// Demo review comments by star rating; generic enough to fit any product.
const COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    "Kupiłam po obejrzeniu filmiku na TikToku i naprawdę działa tak, jak na nagraniu. Polecam!",
    "Świetny stosunek jakości do ceny. Przesyłka doszła w 9 dni, wszystko dobrze zapakowane.",
    "Używam od miesiąca codziennie i nic się nie zepsuło. Zamówiłem drugi na prezent.",
    "Lepsze, niż się spodziewałam. Solidne wykonanie i zero nieprzyjemnego zapachu plastiku.",
    "Mąż się śmiał, że kolejny gadżet z internetu, a teraz sam go używa najczęściej.",
    "Rewelacja. Instrukcja po polsku, wszystko intuicyjne, działa od pierwszego uruchomienia.",
    "Jeden z niewielu viralowych produktów, które faktycznie są warte swojej ceny.",
    "Dzieci zachwycone, ja też. Jakość zaskakująco dobra jak na tę cenę.",
  ],
  4: [
    "Bardzo fajny produkt, choć wykonanie mogłoby być odrobinę lepsze. Za tę cenę i tak polecam.",
    "Działa dobrze, jedyny minus to długi czas dostawy – czekałem prawie trzy tygodnie.",
    "Spełnia swoje zadanie. Kolor trochę inny niż na zdjęciach, ale nie przeszkadza.",
    "Dobry zakup, ale warto poczekać na promocję – cena często spada.",
    "Na co dzień sprawdza się świetnie, odejmuję gwiazdkę za słabą instrukcję.",
    "Solidna rzecz. Po dwóch tygodniach używania nie mam większych zastrzeżeń.",
  ],
  3: [
    "Jest okej, ale bez efektu wow z reklamy. Za pełną cenę bym nie kupiła.",
    "Działa, ale materiał wygląda na tani. Zobaczymy, ile wytrzyma.",
    "Średnio. Na filmiku wyglądało to dużo lepiej niż w rzeczywistości.",
    "Przeciętny produkt. Spełnia podstawową funkcję, nic ponad to.",
    "Trochę rozczarowanie – rozmiar mniejszy, niż się spodziewałem.",
  ],
  2: [
    "Po tygodniu zaczęło się psuć. Sprzedawca odpisał dopiero po kilku dniach.",
    "Jakość słaba, czuć tanie materiały. Nie polecam za tę cenę.",
    "Nie działa tak, jak w reklamie. Zwrot był możliwy, ale kosztował mnie sporo nerwów.",
  ],
  1: [
    "Totalna strata pieniędzy. Produkt nie ma nic wspólnego z tym z reklamy.",
    "Uwaga, to oszustwo! Parametry zawyżone kilkukrotnie, sprawdziłem miernikiem.",
    "Przyszło uszkodzone, a sprzedawca przestał odpowiadać. Omijajcie szerokim łukiem.",
    "Zero efektów, a po miesiącu pobrano mi opłatę za subskrypcję, której nie zamawiałam.",
  ],
};

/** A rating scattered around the product's typical quality, clamped to 1–5. */
export function demoRating(random: Random, quality: number): 1 | 2 | 3 | 4 | 5 {
  const spread = (random.next() + random.next() - 1) * 1.6;
  return Math.min(5, Math.max(1, Math.round(quality + spread))) as 1 | 2 | 3 | 4 | 5;
}

export function demoComment(random: Random, rating: 1 | 2 | 3 | 4 | 5): string {
  return random.pick(COMMENTS[rating]);
}

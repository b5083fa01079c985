import type { Random } from "./text";

// Demo review comments by star rating; generic enough to fit any product, and written without a
// grammatical gender (any demo name may sign them: 'Łukasz … Kupiłam' was a review finding).
const COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    "Kupione po obejrzeniu filmiku na TikToku i naprawdę działa tak, jak na nagraniu. Polecam!",
    "Świetny stosunek jakości do ceny. Przesyłka doszła w 9 dni, wszystko dobrze zapakowane.",
    "Używam od miesiąca codziennie i nic się nie zepsuło. Drugi już zamówiony na prezent.",
    "Lepsze, niż można się było spodziewać. Solidne wykonanie i zero nieprzyjemnego zapachu plastiku.",
    "W domu wszyscy się śmiali, że kolejny gadżet z internetu, a teraz każdy go używa.",
    "Rewelacja. Instrukcja po polsku, wszystko intuicyjne, działa od pierwszego uruchomienia.",
    "Jeden z niewielu viralowych produktów, które faktycznie są warte swojej ceny.",
    "Dzieci zachwycone, ja też. Jakość zaskakująco dobra jak na tę cenę.",
  ],
  4: [
    "Bardzo fajny produkt, choć wykonanie mogłoby być odrobinę lepsze. Za tę cenę i tak polecam.",
    "Działa dobrze, jedyny minus to długi czas dostawy – prawie trzy tygodnie.",
    "Spełnia swoje zadanie. Kolor trochę inny niż na zdjęciach, ale nie przeszkadza.",
    "Dobry zakup, ale warto poczekać na promocję – cena często spada.",
    "Na co dzień sprawdza się świetnie, odejmuję gwiazdkę za słabą instrukcję.",
    "Solidna rzecz. Po dwóch tygodniach używania nie mam większych zastrzeżeń.",
  ],
  3: [
    "Jest okej, ale bez efektu wow z reklamy. Za pełną cenę nie warto.",
    "Działa, ale materiał wygląda na tani. Zobaczymy, ile wytrzyma.",
    "Średnio. Na filmiku wyglądało to dużo lepiej niż w rzeczywistości.",
    "Przeciętny produkt. Spełnia podstawową funkcję, nic ponad to.",
    "Trochę rozczarowanie – rozmiar mniejszy, niż podano w opisie.",
  ],
  2: [
    "Po tygodniu zaczęło się psuć. Sprzedawca odpisał dopiero po kilku dniach.",
    "Jakość słaba, czuć tanie materiały. Nie polecam za tę cenę.",
    "Nie działa tak, jak w reklamie. Zwrot był możliwy, ale kosztował mnie sporo nerwów.",
  ],
  1: [
    "Totalna strata pieniędzy. Produkt nie ma nic wspólnego z tym z reklamy.",
    "Uwaga, to oszustwo! Parametry zawyżone kilkukrotnie, sprawdzone miernikiem.",
    "Przyszło uszkodzone, a sprzedawca przestał odpowiadać. Omijajcie szerokim łukiem.",
    "Zero efektów, a po miesiącu pobrano mi opłatę za subskrypcję, której nikt nie zamawiał.",
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

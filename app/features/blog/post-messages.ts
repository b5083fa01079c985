// spec: admin §8 — the blog section's Polish failure messages (browser-safe: the editor shows them too).
import { formatDateTime } from "~/utils/format";

export const BLOG_ERRORS = {
  create: "Nie udało się utworzyć wpisu.",
  update: "Nie udało się zaktualizować wpisu.",
  delete: "Nie udało się usunąć wpisu.",
  load: "Nie udało się załadować wpisów.",
  notLoggedIn: "Użytkownik nie jest zalogowany.",
  notFound: "Nie znaleziono wpisu. Mógł zostać usunięty.",
  revisionNotFound: "Nie znaleziono tej wersji wpisu.",
  // ADR 123: worded like the product form's (admin-product-write.server.ts STALE_MESSAGE).
  stale: "Ten wpis zapisano po otwarciu edytora (w innej karcie albo przez inną osobę). Wczytaj aktualną wersję, aby nie nadpisać tych zmian.",
  // Review (session 31): an image from another site tracks every reader, or changes after review.
  foreignImage: "Obrazy we wpisie muszą być przesłane przez edytor. Obraz z innej strony może zniknąć lub śledzić czytelników.",
  // Owner review (session 32): without blog:publish a live post was still changed for every reader.
  // ADR 182: handing a draft back to its author.
  returnNoteMissing: "Napisz autorowi, co poprawić.",
  returnNoteTooLong: "Uwaga dla autora może mieć najwyżej 1000 znaków.",
  alreadyPublished: "Ten wpis jest już opublikowany: nie ma czego zwracać.",
  // Owner review (session 41): "Opublikuj teraz" of a post that no longer waits for its date.
  notScheduled: "Ten wpis nie czeka już na datę publikacji (jest opublikowany albo ukryty). Odśwież listę.",
  changedSinceOpened: "Autor zmienił wpis po otwarciu edytora. Wczytaj aktualną wersję i przeczytaj ją przed zwróceniem.",
  changedBeforePublish: "Wpis zmienił się po otwarciu edytora. Wczytaj aktualną wersję i przeczytaj ją przed publikacją.",
  notSubmitted: "Ten wpis nie czeka już na publikację: mógł zostać zwrócony przez kogoś innego.",
  livePostNeedsPublisher: "Ten wpis jest opublikowany: zmiany w nim może zapisać tylko osoba z uprawnieniem do publikowania wpisów.",
} as const;

/**
 * A failure and its reason, "Nie udało się zaktualizować wpisu. Nie znaleziono wpisu…". Each failure has
 * its catalogue entry with the reason as a value (msg.111–113), so the English panel translates the
 * whole (two sentences joined by hand stayed Polish: no single entry matched them).
 */
export const failedBecause = (failure: "create" | "update" | "delete", reason: string) => `${BLOG_ERRORS[failure]} ${reason}`;

/**
 * ADR 186: a save or publication that leaves the post dated in the future. ADR 031 keeps it off the site
 * until then; "Wpis został zapisany." alone let a live post vanish unnoticed (review, session 36).
 */
export const scheduledMessage = (at: Date) => `Wpis zaplanowany na ${formatDateTime(at)} – do tego czasu nie jest widoczny w serwisie.`;

/** Whether a post left by a write is published with a date still to come (a scheduled post). */
export const isScheduled = (post: { isPublished: boolean; publishedAt: Date | null }, now: Date) => post.isPublished && !!post.publishedAt && post.publishedAt > now;

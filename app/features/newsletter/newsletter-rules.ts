// ADR 185: the rules of a newsletter issue, shared by the panel's form (hints, counters) and the
// server's check. Browser-safe.
import { z } from "zod";
import { cleanLine, cleanUserText, isBlank } from "~/utils/text";
import { isUuid } from "~/utils/uuid";

export const NEWSLETTER_DEFAULT_SUBJECT = "Trendy tygodnia – Viralne Produkty";
export const NEWSLETTER_SUBJECT_MAX = 120;
export const NEWSLETTER_INTRO_MAX = 1000;
export const NEWSLETTER_PRODUCT_LIMIT = 6;
export const NEWSLETTER_POST_LIMIT = 3;
/** "The last 7 days": the products' newest views and the posts' publication. */
export const NEWSLETTER_WINDOW_DAYS = 7;

// The server's Polish answers (ADR 080: English twins in en-newsletter.ts, looked up by wording).
export const NEWSLETTER_MESSAGES = {
  subjectMissing: "Podaj temat newslettera.",
  subjectTooLong: "Temat może mieć najwyżej 120 znaków.",
  introTooLong: "Wstęp może mieć najwyżej 1000 znaków.",
  nothingChosen: "Wybierz co najmniej jeden produkt lub wpis.",
  testSent: "Wysłano próbną wiadomość na Twój adres.",
  started: "Newsletter jest wysyłany do subskrybentów. Postęp widać w historii wydań.",
  alreadySent: "To wydanie zostało już wysłane.",
  noSubscribers: "Nikt nie ma teraz włączonego newslettera: nie ma do kogo wysłać.",
  testFailed: "Nie udało się wysłać próbnej wiadomości. Spróbuj ponownie za chwilę.",
  staleForm: "Formularz jest nieaktualny. Wczytaj stronę ponownie.",
  testTooMany: "Wysłano już kilka próbnych wiadomości. Spróbuj ponownie za kilka minut.",
} as const;

/** A repeated checkbox: absent → [], one → [v], many → [...] (uuids only; anything else refused). */
const idList = (max: number) =>
  z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().refine(isUuid, { message: NEWSLETTER_MESSAGES.staleForm })).max(max, { message: NEWSLETTER_MESSAGES.staleForm }),
  );

export const NewsletterIssueSchema = z
  .object({
    // The form's own key (a fresh uuid each time the screen loads): a double submit stores one issue.
    key: z.string().refine(isUuid, { message: NEWSLETTER_MESSAGES.staleForm }),
    subject: z
      .preprocess((v) => (typeof v === "string" ? cleanLine(v) : ""), z.string())
      .pipe(z.string().min(1, { message: NEWSLETTER_MESSAGES.subjectMissing }).max(NEWSLETTER_SUBJECT_MAX, { message: NEWSLETTER_MESSAGES.subjectTooLong })),
    intro: z
      .preprocess((v) => (typeof v === "string" && !isBlank(v) ? cleanUserText(v) : ""), z.string())
      .pipe(z.string().max(NEWSLETTER_INTRO_MAX, { message: NEWSLETTER_MESSAGES.introTooLong })),
    product: idList(NEWSLETTER_PRODUCT_LIMIT),
    post: idList(NEWSLETTER_POST_LIMIT),
  })
  .refine((v) => v.product.length + v.post.length > 0, { message: NEWSLETTER_MESSAGES.nothingChosen, path: ["product"] });

export type NewsletterIssueInput = z.output<typeof NewsletterIssueSchema>;

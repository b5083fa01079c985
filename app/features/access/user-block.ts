// ADR 158: blocking an account (browser-safe half): the form's schema and the answers' texts.
import { z } from "zod";
import { STAFF_GROUNDS } from "~/features/engagement/review-report-texts";
import { formCheckbox, formText } from "~/utils/form";

export const BLOCK_REASON_MAX = 500;

export const BLOCK_MESSAGES = {
  blocked: "Konto zostało zablokowane, a jego sesje zakończone.",
  unblocked: "Konto zostało odblokowane.",
  self: "Nie możesz zablokować własnego konta.",
  staff: "Nie można zablokować osoby z rolą w panelu. Najpierw odbierz jej role.",
  already: "To konto jest już zablokowane.",
  notBlocked: "To konto nie jest zablokowane.",
  reasonTooLong: `Powód może mieć najwyżej ${BLOCK_REASON_MAX} znaków.`,
  badDuration: "Wybierz, na jak długo zablokować konto.",
  badGround: "Wybierz powód z listy.",
  // ADR 203 (DSA art. 17): a block without the e-mail needs its recorded reason.
  silentReasonMissing: "Podaj, dlaczego ta osoba nie dostanie e-maila o blokadzie (co najmniej 10 znaków). Bez takiego powodu e-mail jest wysyłany.",
  silentReasonTooLong: `Powód braku e-maila może mieć najwyżej ${BLOCK_REASON_MAX} znaków.`,
  // What the person hears when signing in (after the right password only, as for an unconfirmed address).
  signIn: "To konto zostało zablokowane przez administrację serwisu. Jeśli uważasz, że to pomyłka, napisz do nas przez stronę Kontakt.",
} as const;

const userId = formText.pipe(z.string().min(1, "Brak użytkownika.").max(100, "Brak użytkownika."));

/** ADR 173: how long a block lasts, in days ("" = until lifted). */
export const BLOCK_DURATIONS = ["1", "3", "7", "30", "90", ""] as const;
export type BlockDuration = (typeof BLOCK_DURATIONS)[number];

export const BlockUserSchema = z.object({
  intent: z.literal("block"),
  userId,
  reason: formText.pipe(z.string().trim().max(BLOCK_REASON_MAX, BLOCK_MESSAGES.reasonTooLong)),
  // A form from before ADR 173 sends no duration: until lifted, as it then meant.
  // Two values (a crafted form) are refused, not read as "until lifted" (hostile review, session 33).
  days: z.preprocess((v) => (v === undefined ? "" : v), z.enum(BLOCK_DURATIONS, { error: BLOCK_MESSAGES.badDuration })),
  notify: formCheckbox,
  // What the person's e-mail names as the reason (DSA art. 17); "" = the terms in general. The note above stays staff's.
  ground: z.preprocess((v) => (v === undefined ? "" : v), z.enum(["", ...STAFF_GROUNDS], { error: BLOCK_MESSAGES.badGround })),
  // ADR 203: DSA art. 17 wants the statement of reasons sent; leaving it out (e.g. it would hinder a
  // criminal investigation) is recorded with its reason in the change log.
  silentReason: z.preprocess((v) => (v === undefined ? "" : v), formText.pipe(z.string().trim().max(BLOCK_REASON_MAX, BLOCK_MESSAGES.silentReasonTooLong))),
}).superRefine((input, ctx) => {
  if (!input.notify && input.silentReason.length < SILENT_REASON_MIN) ctx.addIssue({ code: "custom", path: ["silentReason"], message: BLOCK_MESSAGES.silentReasonMissing });
});

export const SILENT_REASON_MIN = 10;

/** The end of a block of `days` from `now`; null for a block until lifted. */
export function blockEnd(days: BlockDuration, now: Date = new Date()): Date | null {
  return days === "" ? null : new Date(now.getTime() + Number(days) * 24 * 60 * 60_000);
}
export const UnblockUserSchema = z.object({ intent: z.literal("unblock"), userId });

// ADR 158: blocking an account (browser-safe half): the form's schema and the answers' texts.
import { z } from "zod";
import { formText } from "~/utils/form";

export const BLOCK_REASON_MAX = 500;

export const BLOCK_MESSAGES = {
  blocked: "Konto zostało zablokowane, a jego sesje zakończone.",
  unblocked: "Konto zostało odblokowane.",
  self: "Nie możesz zablokować własnego konta.",
  staff: "Nie można zablokować osoby z rolą w panelu. Najpierw odbierz jej role.",
  already: "To konto jest już zablokowane.",
  notBlocked: "To konto nie jest zablokowane.",
  reasonTooLong: `Powód może mieć najwyżej ${BLOCK_REASON_MAX} znaków.`,
  // What the person hears when signing in (after the right password only, as for an unconfirmed address).
  signIn: "To konto zostało zablokowane przez administrację serwisu. Jeśli uważasz, że to pomyłka, napisz do nas przez stronę Kontakt.",
} as const;

const userId = formText.pipe(z.string().min(1, "Brak użytkownika.").max(100));

export const BlockUserSchema = z.object({
  intent: z.literal("block"),
  userId,
  reason: formText.pipe(z.string().trim().max(BLOCK_REASON_MAX, BLOCK_MESSAGES.reasonTooLong)),
});
export const UnblockUserSchema = z.object({ intent: z.literal("unblock"), userId });

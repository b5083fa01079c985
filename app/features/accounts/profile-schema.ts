// Browser-safe: the Profil form's schema, run by the form in the browser (useFormErrors) and by the
// action (parseForm) — ADR 019, one schema for both sides.
import { z } from "zod";
import { cleanLine } from "~/utils/text";
import type { AccountSettings } from "./settings.server";

export const FULL_NAME_MAX = 100;

// A name is shown on reviews and opens e-mails: a link or markup in it turns the site into a way to
// send strangers an advert (review, session 18: "<b>Wygrałeś iPhone!</b> http://evil.example").
export const NAME_LINK_MESSAGE = "Imię i nazwisko nie może zawierać linków ani znaków < >";
// Besides the known endings: any "name.letters/" (a path after a host: "bit.ly/x", "evil.tk/x"), and the
// full stops of other scripts a browser also reads as a dot ("evil。com"; hostile review, session 30).
const LINK_LIKE =
  /[<>]|:\/\/|\bwww[.。．｡]|[\p{L}\d-][.。．｡](?:pl|com|net|org|eu|info|biz|io|xyz|app|shop|online|site|top|ru|de|uk|us|co|me|link|click|ly|tk|gg|to|cc|be|gl)\b|[\p{L}\d-][.。．｡][\p{L}\d-]{2,}\//iu;

/** True when a name holds markup or something a mail client or browser would read as a link. */
export function nameHasLink(name: string): boolean {
  return LINK_LIKE.test(name);
}
export const THEMES = ["light", "dark", "system"] as const;
export const LANGUAGES = ["pl", "en"] as const;

// A checkbox is sent as "on" when ticked and not at all otherwise; anything else is bad input.
const checkbox = z
  .enum(["on", "true"], { error: "Nieprawidłowa wartość pola wyboru" })
  .optional()
  .transform((v) => v !== undefined);

export const ProfileUpdateSchema = z
  .object({
    fullName: z
      .string({ error: "Podaj imię i nazwisko" })
      .transform(cleanLine)
      .pipe(
        z
          .string()
          .max(FULL_NAME_MAX, { error: `Imię i nazwisko może mieć najwyżej ${FULL_NAME_MAX} znaków` })
          .refine((name) => !nameHasLink(name), { error: NAME_LINK_MESSAGE }),
      ),
    theme: z.enum(THEMES, { error: "Wybierz motyw: jasny, ciemny lub systemowy" }),
    language: z.enum(LANGUAGES, { error: "Wybierz język: polski lub angielski" }),
    email_notifications: checkbox,
    product_updates: checkbox,
    marketing_emails: checkbox,
    security_alerts: checkbox,
    public_profile: checkbox,
    show_wishlist: checkbox,
    show_reviews: checkbox,
    allow_recommendations: checkbox,
  })
  .transform((v) => ({
    fullName: v.fullName,
    settings: {
      notificationPreferences: {
        email_notifications: v.email_notifications,
        product_updates: v.product_updates,
        marketing_emails: v.marketing_emails,
        security_alerts: v.security_alerts,
      },
      privacySettings: {
        public_profile: v.public_profile,
        show_wishlist: v.show_wishlist,
        show_reviews: v.show_reviews,
        allow_recommendations: v.allow_recommendations,
      },
      theme: v.theme,
      language: v.language,
    } satisfies AccountSettings,
  }));

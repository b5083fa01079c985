import { addMessages } from "./i18n";
import { plNewsletter } from "./messages/pl-newsletter";

// ADR 185 (ADR 080): importing this module registers the Polish messages of the trend newsletter: the
// panel's screen (admin-messages imports it), the e-mail (its template) and the unsubscribe page.
addMessages("pl", plNewsletter);

import { addMessages } from "./i18n";
import { plMail } from "./messages/pl-mail";

// ADR 080: importing this module registers the Polish messages of e-mails and of the price-alert
// unsubscribe page. The server's locale module imports it; so does the unsubscribe route.
addMessages("pl", plMail);

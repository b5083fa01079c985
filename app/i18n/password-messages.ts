import { addMessages } from "./i18n";
import { plPassword } from "./messages/pl-password";

// ADR 094 (issue #14, session 30): importing this module registers the Polish messages of ./messages/pl-password.
// The modules that show them import it (the password field, its strength meter and the new-password field), so a page gets them with
// those modules only; the server's locale module imports it for every server render.
addMessages("pl", plPassword);

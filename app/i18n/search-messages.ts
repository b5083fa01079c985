import { addMessages } from "./i18n";
import { plSearch } from "./messages/pl-search";

// ADR 094 (issue #14, session 30): importing this module registers the Polish messages of ./messages/pl-search.
// The modules that show them import it (the /szukaj route, its filters and its blog block), so a page gets them with
// those modules only; the server's locale module imports it for every server render.
addMessages("pl", plSearch);

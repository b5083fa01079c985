import { addMessages } from "./i18n";
import { plHome } from "./messages/pl-home";

// ADR 094 (issue #14, session 30): importing this module registers the Polish messages of ./messages/pl-home.
// The modules that show them import it (the home route, its hero and info sections), so a page gets them with
// those modules only; the server's locale module imports it for every server render.
addMessages("pl", plHome);

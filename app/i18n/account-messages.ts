import { addMessages } from "./i18n";
import { plAccount } from "./messages/pl-account";

// ADR 080: importing this module registers the account area's Polish messages. The /profil layout
// route imports it (so the browser gets them with the account pages only) and so does the server's
// locale module (so every server render and action has them).
addMessages("pl", plAccount);

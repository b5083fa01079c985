import { addMessages } from "./i18n";
import { plAdmin } from "./messages/pl-admin";
import { plEditor } from "./messages/pl-editor";

// ADR 080: importing this module registers the admin panel's Polish messages (shell, Overview, users,
// roles, codes, the product catalogue and the blog editor). The /admin layout route and the blog editor
// route import it (so public pages do not carry them) and so does the server's locale module.
addMessages("pl", { ...plAdmin, ...plEditor });

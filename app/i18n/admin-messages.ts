import { addMessages } from "./i18n";
import { BULK_TAG_PATTERNS, EDITOR_PLURAL_PATTERNS } from "./editor-value-patterns";
import { addValueMessages } from "./message-patterns";
import { TAG_PLURAL_PATTERNS } from "./tag-value-patterns";
import { plAdmin } from "./messages/pl-admin";
import { plAdminCategories } from "./messages/pl-admin-categories";
import { plAdminProducts } from "./messages/pl-admin-products";
import { plAdminUsers } from "./messages/pl-admin-users";
import { plAdminActivity } from "./messages/pl-admin-activity";
import { plAdminTags } from "./messages/pl-admin-tags";
import { plAdminLinks } from "./messages/pl-admin-links";
import { plAdminDocuments } from "./messages/pl-admin-documents";
import { plAdminSeo } from "./messages/pl-admin-seo";
import { plAdminSettings } from "./messages/pl-admin-settings";
import { plAdminViews } from "./messages/pl-admin-views";
import { plAdminRemoved } from "./messages/pl-admin-removed";
import { plAdminSearch } from "./messages/pl-admin-search";
import { plEditor } from "./messages/pl-editor";
import "./newsletter-messages"; // ADR 185: the Newsletter screen (and the e-mail its preview shows)
import { plAdminSubmissions } from "./messages/pl-admin-submissions";

// ADR 080: importing this module registers the admin panel's Polish messages (shell, Overview, users,
// roles, codes, categories, the product catalogue and the blog editor) and their value-carrying answers (ADRs
// 089–090). The /admin layout route and the blog editor route import it (so public pages do not carry
// them) and so does the server's locale module.
const adminPolish = { ...plAdmin, ...plAdminProducts, ...plAdminCategories, ...plAdminUsers, ...plAdminActivity, ...plAdminTags, ...plAdminLinks, ...plAdminDocuments, ...plAdminSubmissions, ...plAdminSeo, ...plAdminSettings, ...plAdminViews, ...plAdminRemoved, ...plAdminSearch, ...plEditor };
addMessages("pl", adminPolish);
addValueMessages(adminPolish, [...EDITOR_PLURAL_PATTERNS, ...TAG_PLURAL_PATTERNS, ...BULK_TAG_PATTERNS]);

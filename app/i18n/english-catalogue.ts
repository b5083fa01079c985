import type { MessageKey } from "./messages/pl";
import { en } from "./messages/en";
import { enAccount } from "./messages/en-account";
import { enAdmin } from "./messages/en-admin";
import { enAdminCategories } from "./messages/en-admin-categories";
import { enAdminProducts } from "./messages/en-admin-products";
import { enAdminUsers } from "./messages/en-admin-users";
import { enAdminActivity } from "./messages/en-admin-activity";
import { enAdminTags } from "./messages/en-admin-tags";
import { enAdminRemoved } from "./messages/en-admin-removed";
import { enAdminSearch } from "./messages/en-admin-search";
import { enAdminLinks } from "./messages/en-admin-links";
import { enAdminDocuments } from "./messages/en-admin-documents";
import { enAdminSubmissions } from "./messages/en-admin-submissions";
import { enAdminSeo } from "./messages/en-admin-seo";
import { enAdminSettings } from "./messages/en-admin-settings";
import { enAdminViews } from "./messages/en-admin-views";
import { enBlog } from "./messages/en-blog";
import { enEditor } from "./messages/en-editor";
import { enMail } from "./messages/en-mail";
import { enNewsletter } from "./messages/en-newsletter";
import { enMessages } from "./messages/en-messages";
import { enProductPage } from "./messages/en-product-page";
import { enHome } from "./messages/en-home";
import { enSearch } from "./messages/en-search";
import { enPassword } from "./messages/en-password";

// ADR 080: the whole English catalogue, for an English user only (loadCatalogue imports this module, so the
// browser fetches it as one chunk). Each area's module is its own file because the Vite plugin compiles each
// catalogue file alone (it cannot follow imports); each `satisfies` its Polish twin, so together they hold
// every MessageKey, which the type below checks again.
export const english: Record<MessageKey, string> = {
  ...en,
  ...enProductPage,
  ...enHome,
  ...enSearch,
  ...enPassword,
  ...enAccount,
  ...enBlog,
  ...enMessages,
  ...enAdmin,
  ...enAdminProducts,
  ...enAdminCategories,
  ...enAdminUsers,
  ...enAdminActivity,
  ...enAdminTags,
  ...enAdminRemoved,
  ...enAdminSearch,
  ...enAdminLinks,
  ...enAdminDocuments,
  ...enAdminSubmissions,
  ...enAdminSeo,
  ...enAdminSettings,
  ...enAdminViews,
  ...enEditor,
  ...enMail,
  ...enNewsletter,
};

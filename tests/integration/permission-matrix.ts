// issue #10 §6: THE table of who may run each mutating action. Key: "<route file>#<intent>" (intent "*"
// when the action has no intents). Value: the personas allowed through (the rest must be refused).
// Adding an action = ONE line here; permission-matrix.db.test.ts fails until it has one.
export type Persona = "anonymous" | "user" | "moderator" | "editor" | "admin" | "custom" | "expiredAdmin";

export const PERSONAS: readonly Persona[] = ["anonymous", "user", "moderator", "editor", "admin", "custom", "expiredAdmin"];

/** The single permission of the "custom" persona's role (no admin:access: it must open no admin action). */
export const CUSTOM_ROLE_PERMISSION = "blog:update" as const;

const EVERYONE = PERSONAS;
const SIGNED_IN: readonly Persona[] = ["user", "moderator", "editor", "admin", "custom", "expiredAdmin"];
const ADMIN_ONLY: readonly Persona[] = ["admin"];
/** The system roles holding product:* and blog:* (app/features/access/permissions.ts). */
const EDITORS: readonly Persona[] = ["editor", "admin"];

export const MATRIX: Record<string, readonly Persona[]> = {
  // Account and engagement (any signed-in user acts on their own data)
  "routes/account/like-toggle.tsx#*": SIGNED_IN,
  // ADR 198: closing one's own notice of a changed legal document.
  "routes/account/document-notice.tsx#*": SIGNED_IN,
  "routes/account/profile.tsx#*": SIGNED_IN,
  "routes/account/review-create.tsx#*": SIGNED_IN,
  "routes/account/review-edit.tsx#*": SIGNED_IN,
  "routes/account/review-delete.tsx#*": SIGNED_IN,
  "routes/account/review-helpful.tsx#*": SIGNED_IN,
  "routes/account/review-report.tsx#*": SIGNED_IN,
  "routes/account/security.tsx#*": SIGNED_IN,
  "routes/account/settings.tsx#notification": SIGNED_IN,
  // "Powiadomienia panelu" (ADR 183): holders of blog:publish or review:moderate only ("custom" holds blog:update).
  "routes/account/settings.tsx#panel-notifications": ["moderator", "editor", "admin"],
  "routes/account/settings.tsx#delete-account": SIGNED_IN,
  "routes/account/settings.tsx#cancel-deletion": SIGNED_IN,
  // ADR 203: "Pobierz moje dane" — the session's own account (with its password).
  "routes/account/data-export.ts#*": SIGNED_IN,
  "routes/account/wishlist-toggle.tsx#*": SIGNED_IN,
  "routes/account/wishlist.tsx#remove": SIGNED_IN,
  "routes/account/wishlist.tsx#price-alert": SIGNED_IN,
  // The price-alert e-mail's unsubscribe link (issue #13 pt 2): no sign-in, the signed token is the permission.
  "routes/account/price-alert-unsubscribe.tsx#product": EVERYONE,
  "routes/account/price-alert-unsubscribe.tsx#all": EVERYONE,
  // The newsletter's unsubscribe link (ADR 185): likewise the signed token is the permission.
  "routes/account/newsletter-unsubscribe.tsx#*": EVERYONE,
  // Sign-in and sign-up forms are for everyone
  "routes/auth/login.tsx#*": EVERYONE,
  "routes/auth/login-two-factor.tsx#*": EVERYONE,
  "routes/auth/logout.ts#*": EVERYONE,
  "routes/auth/register.tsx#*": EVERYONE,
  "routes/auth/reset-password.tsx#*": EVERYONE,
  "routes/auth/update-password.tsx#*": EVERYONE,
  "routes/auth/verify-email.tsx#verify": EVERYONE,
  "routes/auth/verify-email.tsx#resend": EVERYONE,
  // The undo link of an e-mail change (ADR 121): no sign-in (the old address no longer opens the account), the token is the permission.
  "routes/auth/undo-email-change.tsx#*": EVERYONE,
  // Public view counter
  "routes/public/product-view.ts#*": EVERYONE,
  // Resources that only answer GET: their `action` is a Polish 405 for anyone (nothing changes).
  "routes/blog/rss.ts#*": EVERYONE,
  "routes/account/document-notice-state.ts#*": EVERYONE,
  "routes/blog/editor-redirect.ts#*": EVERYONE,
  "routes/public/go.ts#*": EVERYONE,
  "routes/public/go-post.ts#*": EVERYONE,
  "routes/resources/healthz.ts#*": EVERYONE,
  "routes/search/suggestions.ts#*": EVERYONE,
  "routes/static/robots.ts#*": EVERYONE,
  "routes/static/sitemap.ts#*": EVERYONE,
  // …and the two CSV exports, behind the panel's guards first (their 405 only for who may export).
  "routes/admin/codes-export.ts#*": EDITORS,
  "routes/admin/products-export.ts#*": EDITORS,
  "routes/admin/product-impact.ts#*": EDITORS,
  "routes/admin/similar-products.ts#*": EDITORS,
  // ADR 208: the panel search's suggestions (GET only; a POST is refused, 405 for the panel's people).
  "routes/admin/panel-search-suggestions.ts#*": ["moderator", "editor", "admin"],
  // Visitor theme (issue #15 pt 14): a cookie for anyone, saved to the account when signed in.
  "routes/resources/theme.ts#*": EVERYONE,
  // Catalogue (issue #8): the /admin layout needs admin:access, then product:* (editor and admin hold them).
  // The products list's intents (#delete, #bulk, #import) are listed with the codes section below.
  "routes/admin/product-new.tsx#save": EDITORS,
  "routes/admin/product-new.tsx#save-stay": EDITORS,
  "routes/admin/product-new.tsx#generate-code": EDITORS,
  "routes/admin/product-edit.tsx#save": EDITORS,
  "routes/admin/product-edit.tsx#save-stay": EDITORS,
  "routes/admin/product-edit.tsx#generate-code": EDITORS,
  // "Sprawdź teraz" (ADR 170): product:update, like the form it sits in.
  "routes/admin/product-edit.tsx#check-links": EDITORS,
  // Image upload (/api/obrazy): product:create/update or blog:create/update — "custom" holds blog:update
  // and needs no admin:access here (the endpoint is not inside the panel).
  "routes/resources/image-upload.ts#*": ["editor", "admin", "custom"],
  // Blog (issue #9): toggles blog:publish, delete blog:delete, inside /admin (admin:access first).
  "routes/admin/blog.tsx#publish": EDITORS,
  "routes/admin/blog.tsx#publishNow": EDITORS,
  "routes/admin/blog.tsx#feature": EDITORS,
  "routes/admin/blog.tsx#delete": EDITORS,
  // The post editor: the same guard chain as /admin, then blog:update for an existing slug (the test
  // calls it with a made-up one, so an allowed persona gets the 404 'Nie znaleziono wpisu').
  "routes/blog/editor.tsx#save": EDITORS,
  "routes/blog/editor.tsx#restore": EDITORS,
  "routes/blog/editor.tsx#return": EDITORS, // ADR 182: blog:publish
  "routes/blog/editor.tsx#publish": EDITORS, // session 35: blog:publish
  // Users and roles (issue #10): role:assign / role:manage, which only admin holds among the system roles
  "routes/admin/users.tsx#assign": ADMIN_ONLY,
  "routes/admin/users.tsx#revoke": ADMIN_ONLY,
  // ADR 158: blocking an account is the moderators' (user:block) and the admins'.
  "routes/admin/users.tsx#block": ["moderator", "admin"],
  "routes/admin/users.tsx#unblock": ["moderator", "admin"],
  "routes/admin/roles.tsx#create": ADMIN_ONLY,
  "routes/admin/roles.tsx#add-permission": ADMIN_ONLY,
  "routes/admin/roles.tsx#remove-permission": ADMIN_ONLY,
  "routes/admin/roles.tsx#deactivate": ADMIN_ONLY,
  "routes/admin/roles.tsx#activate": ADMIN_ONLY,
  // Product codes section and products list tools (issue #11): product-code:manage / product:* (editor, admin)
  "routes/admin/codes.tsx#generate": ["editor", "admin"],
  "routes/admin/codes.tsx#edit": ["editor", "admin"],
  "routes/admin/codes.tsx#assign": ["editor", "admin"],
  "routes/admin/codes.tsx#import": ["editor", "admin"],
  "routes/admin/products.tsx#delete": ["editor", "admin"],
  "routes/admin/products.tsx#bulk": ["editor", "admin"],
  "routes/admin/products.tsx#import": ["editor", "admin"],
  // ADR 206: a deleted product's old addresses sent on to a replacement, or back to 410 (as deleting: product:delete).
  "routes/admin/products-removed.tsx#replace": ["editor", "admin"],
  "routes/admin/products-removed.tsx#clear": ["editor", "admin"],
  "routes/admin/products-removed.tsx#restore": ["editor", "admin"], // ADR 209
  // Categories and product types (ADR 132): product:update, catalogue editing (editor, admin).
  "routes/admin/categories.tsx#save-category": EDITORS,
  "routes/admin/categories.tsx#save-type": EDITORS,
  "routes/admin/categories.tsx#delete-category": EDITORS,
  "routes/admin/categories.tsx#delete-type": EDITORS,
  "routes/admin/categories.tsx#set-category-active": EDITORS,
  "routes/admin/categories.tsx#set-type-active": EDITORS,
  // ADR 171: tags across all products, product:update like Kategorie.
  "routes/admin/tags.tsx#rename": EDITORS,
  "routes/admin/tags.tsx#remove": EDITORS,
  // Reviews moderation (ADR 126): review:moderate (moderator, admin), the same permission as the product page's delete.
  "routes/admin/reviews.tsx#delete": ["moderator", "admin"],
  "routes/admin/reviews.tsx#delete-many": ["moderator", "admin"],
  "routes/admin/reviews.tsx#keep": ["moderator", "admin"],
  "routes/admin/reviews.tsx#redact": ["moderator", "admin"],
  "routes/admin/reviews-moderated.tsx#restore": ["moderator", "admin"],
  "routes/admin/reviews-moderated.tsx#restore-text": ["moderator", "admin"],
  // Legal documents (ADR 172): legal-document:update, which only admin holds among the system roles.
  "routes/admin/documents.tsx#delete-draft": ADMIN_ONLY,
  "routes/admin/document-new.tsx#save-draft": ADMIN_ONLY,
  "routes/admin/document-new.tsx#publish": ADMIN_ONLY,
  "routes/admin/document-draft.tsx#save-draft": ADMIN_ONLY,
  "routes/admin/document-draft.tsx#publish": ADMIN_ONLY,
  // Site settings (ADR 179): site-settings:update, likewise only admin's among the system roles.
  "routes/admin/site-settings.tsx#*": ADMIN_ONLY,
  // The trend newsletter (ADR 185): newsletter:send, the editors' and the administrators'.
  "routes/admin/newsletter.tsx#test": EDITORS,
  "routes/admin/newsletter.tsx#send": EDITORS,
  // Saved list views (ADR 178): everyone in the panel (admin:access), each for the lists they may open
  // (the list's own permission is checked next; the matrix posts no list, so those let through get a 400).
  "routes/admin/saved-views.tsx#save": ["moderator", "editor", "admin"],
  "routes/admin/saved-views.tsx#rename": ["moderator", "editor", "admin"],
  "routes/admin/saved-views.tsx#delete": ["moderator", "editor", "admin"],
};

/** Actions not driven by our permission checks, with the reason (they still must be listed). */
export const EXEMPT: Record<string, string> = {
  "routes/resources/auth-api.ts#*": "Better Auth's own endpoints (/api/auth/*): their own origin and session checks.",
};

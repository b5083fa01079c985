import type { plAdmin } from "./pl-admin";

// ADR 080: the English messages of the admin panel's shell, Overview, users, roles and product codes — every key of ./pl-admin (tsc fails on a missing one).
// ICU: avoid the ASCII apostrophe (an ICU quote character); use the typographic ’.

export const enAdmin = {} satisfies Record<keyof typeof plAdmin, string>;

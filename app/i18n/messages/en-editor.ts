import type { plEditor } from "./pl-editor";

// ADR 080: the English messages of the admin product catalogue (list, form, CSV imports) and the blog (admin list, post editor) — every key of ./pl-editor (tsc fails on a missing one).
// ICU: avoid the ASCII apostrophe (an ICU quote character); use the typographic ’.

export const enEditor = {} satisfies Record<keyof typeof plEditor, string>;

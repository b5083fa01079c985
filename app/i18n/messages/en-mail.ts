import type { plMail } from "./pl-mail";

// ADR 080: the English messages of e-mails (server only) and the price-alert unsubscribe page — every key of ./pl-mail (tsc fails on a missing one).
// ICU: avoid the ASCII apostrophe (an ICU quote character); use the typographic ’.

export const enMail = {} satisfies Record<keyof typeof plMail, string>;

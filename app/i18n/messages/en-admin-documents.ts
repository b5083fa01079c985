import type { plAdminDocuments } from "./pl-admin-documents";

// ADR 172: the English messages of the "Dokumenty" admin section — every key of ./pl-admin-documents.
// ICU: avoid the ASCII apostrophe (an ICU quote character); use the typographic ’.

export const enAdminDocuments = {
  "msg.admin.145": "Editing the legal documents (terms, privacy policy, affiliate programme)",
} satisfies Record<keyof typeof plAdminDocuments, string>;

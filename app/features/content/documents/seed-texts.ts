// ADR 172: the texts the site shipped, version 1 of each document (seeded by seed.server.ts).
import type { LegalDocumentKey } from "./document-types";
import { AFFILIATE_V1 } from "./seed/affiliate-v1";
import { PRIVACY_V1 } from "./seed/privacy-v1";
import { TERMS_V1 } from "./seed/terms-v1";

export const FIRST_VERSIONS: Record<LegalDocumentKey, string> = { terms: TERMS_V1, privacy: PRIVACY_V1, affiliate: AFFILIATE_V1 };

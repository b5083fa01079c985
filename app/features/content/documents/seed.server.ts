// ADR 172: the texts the site shipped become version 1 of each document — reference data applied at
// every start (app/db/seed/reference.ts), inserted only while a document has no published version, so
// an owner's versions are never overwritten or joined by a second version 1.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { legalDocuments, legalDocumentVersions } from "~/db/schema";
import { LEGAL_EFFECTIVE_DATE } from "../pages";
import { renderDocument } from "./document-render.server";
import { LEGAL_DOCUMENT_KEYS } from "./document-types";
import { FIRST_VERSIONS } from "./seed-texts";

// Published on the old site on the spec's date (public §9), midnight in Warsaw.
const FIRST_PUBLISHED_AT = new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00+02:00`);

export async function seedLegalDocuments(tx: Executor): Promise<void> {
  await tx
    .insert(legalDocuments)
    .values(LEGAL_DOCUMENT_KEYS.map((key) => ({ key })))
    .onConflictDoNothing();
  for (const key of LEGAL_DOCUMENT_KEYS) {
    const [published] = await tx
      .select({ n: sql<number>`1` })
      .from(legalDocumentVersions)
      .where(and(eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.status, "published")))
      .limit(1);
    if (published) continue;
    await tx
      .insert(legalDocumentVersions)
      .values({
        document: key,
        status: "published",
        number: 1,
        effectiveFrom: LEGAL_EFFECTIVE_DATE,
        body: FIRST_VERSIONS[key],
        ...renderDocument(FIRST_VERSIONS[key], LEGAL_EFFECTIVE_DATE),
        createdAt: FIRST_PUBLISHED_AT,
        updatedAt: FIRST_PUBLISHED_AT,
        publishedAt: FIRST_PUBLISHED_AT,
      })
      .onConflictDoNothing();
  }
}

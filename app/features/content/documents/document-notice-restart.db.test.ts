// ADR 198 (PGlite and PostgreSQL): the notice of a changed document survives a stop mid-send — what a
// stopped process left is sent once (also by two workers at once), a message it had handed over is not
// sent again, a refusal is retried later — and the panel says the sending goes on.
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { legalDocumentVersions, legalNoticeDeliveries } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import type { MailMessage } from "~/features/mail/mailer.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { warsawDay } from "~/utils/format";
import { createUser } from "../../../../tests/factories";
import { listDocumentsForAdmin } from "./document-admin.server";
import { sendDueDocumentNotices } from "./document-notice-worker.server";
import { daysAfter } from "./document-rules";

const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A terms version as a publication stored it, without the publication's own kick of the worker (a process that stopped at once). */
async function scheduledTerms(): Promise<{ id: string; number: number }> {
  const admin = await createUser({ traits: ["admin"] });
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`SELECT coalesce(max(number), 0)::int + 1 AS n FROM legal_document_versions WHERE document = 'terms'`,
    )
  ).rows as [{ n: number }];
  const [row] = await db
    .insert(legalDocumentVersions)
    .values({
      document: "terms",
      status: "published",
      number: Number(n),
      effectiveFrom: daysAfter(warsawDay(), 20),
      body: "## A\n\nB",
      introHtml: "",
      bodyHtml: "<p>B</p>",
      toc: [],
      summary: "Zmiana",
      publishedAt: new Date(),
      publishedBy: admin.id,
      createdBy: admin.id,
    })
    .returning({ id: legalDocumentVersions.id, number: legalDocumentVersions.number });
  return { id: row!.id, number: row!.number! };
}

const statusOf = async (versionId: string, userId: string) =>
  (
    await db.execute<{ status: string }>(
      sql`SELECT status FROM legal_notice_deliveries WHERE version_id = ${versionId} AND user_id = ${userId}`,
    )
  ).rows[0]?.status;

describe("the notice's sending after a stop (ADR 198)", () => {
  it("resumes: each pending row is sent once, also by two workers at once; a row left 'sending' is not sent again; one no longer allowed is skipped", async () => {
    const version = await scheduledTerms();
    const people = await Promise.all(
      ["r1", "r2", "r3", "r4", "crashed", "unverified"].map((l) => createUser({ email: unique(l), name: "Ala" })),
    );
    const [crashed, gone] = [people[4]!, people[5]!];
    const past = new Date(Date.now() - 60_000);
    // What a stopped process left: rows whose lease ran out, one handed over just before the stop.
    await db
      .insert(legalNoticeDeliveries)
      .values(
        people.map((p) =>
          p === crashed
            ? {
                versionId: version.id,
                userId: p.id,
                status: "sending",
                sendingAt: new Date(Date.now() - 10 * 60_000),
                dueAt: past,
              }
            : { versionId: version.id, userId: p.id, dueAt: past },
        ),
      );
    await db.execute(sql`UPDATE "user" SET email_verified = false WHERE id = ${gone.id}`);
    const shown = (await listDocumentsForAdmin()).find((d) => d.key === "terms")!.notices[version.number];
    expect(shown).toMatchObject({ total: 6, told: 0, waiting: 6 });

    await Promise.all([
      sendDueDocumentNotices({ batchSize: 2, pauseMs: 0 }),
      sendDueDocumentNotices({ batchSize: 2, pauseMs: 0 }),
    ]);
    await sendDueDocumentNotices({ pauseMs: 0 });
    for (const p of people.slice(0, 4)) expect(await sink.to(p.email), p.email).toHaveLength(1);
    expect(await sink.to(crashed.email)).toEqual([]);
    expect(await sink.to(gone.email)).toEqual([]);
    expect(await statusOf(version.id, crashed.id)).toBe("unknown");
    expect(await statusOf(version.id, gone.id)).toBe("skipped");
    const after = (await listDocumentsForAdmin()).find((d) => d.key === "terms")!.notices[version.number];
    expect(after).toEqual({ total: 6, told: 4, waiting: 0, failed: 1 });
  });

  it("one row per person and version: storing the same person twice keeps one row", async () => {
    const version = await scheduledTerms();
    const person = await createUser({ email: unique("twice") });
    await db.insert(legalNoticeDeliveries).values({ versionId: version.id, userId: person.id });
    await expect(
      db.insert(legalNoticeDeliveries).values({ versionId: version.id, userId: person.id }),
    ).rejects.toThrow();
    await db.insert(legalNoticeDeliveries).values({ versionId: version.id, userId: person.id }).onConflictDoNothing();
    expect(
      await db.select().from(legalNoticeDeliveries).where(eq(legalNoticeDeliveries.userId, person.id)),
    ).toHaveLength(1);
  });

  it("a refusal by the mail server is tried again later (the row goes back to pending), not sent twice", async () => {
    const version = await scheduledTerms();
    const person = await createUser({ email: unique("refused") });
    await db
      .insert(legalNoticeDeliveries)
      .values({ versionId: version.id, userId: person.id, dueAt: new Date(Date.now() - 1_000) });
    const refusing = async (_m: MailMessage) => {
      throw new Error("550 refused");
    };
    await sendDueDocumentNotices({ send: refusing, pauseMs: 0 });
    const [row] = await db.select().from(legalNoticeDeliveries).where(eq(legalNoticeDeliveries.userId, person.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, sendingAt: null });
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect((await listDocumentsForAdmin()).find((d) => d.key === "terms")!.notices[version.number]).toMatchObject({
      waiting: 1,
      told: 0,
    });
  });
});

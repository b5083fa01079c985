import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog, productReviews, profiles, staffNotices } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { setPanelNotifications } from "~/features/accounts/settings.server";
import { createRole, createUser as createStaff } from "../../../tests/factories";
import { keepReportedReview, reportReview } from "./review-reports.server";
import { tellAuthorsOfRemovals, type RemovedReview } from "./review-notices.server";
import { deleteReview } from "./reviews-own.server";
import { createProduct, createUser } from "./test-support";

// Session 32 (owner review, DSA art. 16–17): moderators hear of a new report (once an hour at most),
// and the author of a review a moderator removed is told what, why and where to object.
afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();

async function reviewed(title: string, comment = "Kupcie u mnie taniej: spam.example") {
  const productId = await createProduct({ title });
  const author = await createUser({ name: "Autor Opinii" });
  const [review] = await db.insert(productReviews).values({ productId, userId: author.id, rating: 1, comment }).returning({ id: productReviews.id });
  return { author, reviewId: review!.id };
}

describe("notices about reported and removed reviews", () => {
  it("a new report tells each moderator once; more reports within the hour wait in the queue", async () => {
    await db.delete(staffNotices); // this file's other test files reports too
    const moderator = await createStaff({ traits: ["moderator"] });
    const notices = async () => (await sink.to(moderator.email)).filter((mail) => mail.text.includes("Nowe zgłoszenie opinii"));
    const first = await reviewed("Lampka zgłoszona");
    await reportReview((await createUser()).id, { reviewId: first.reviewId, reason: "spam", details: "" });
    const [notice] = await notices();
    expect(notice!.text).toContain("Ktoś zgłosił opinię o produkcie „Lampka zgłoszona”");
    expect(notice!.text).toContain("/admin/opinie?zgloszone=1");
    const second = await reviewed("Druga lampka");
    await reportReview((await createUser()).id, { reviewId: second.reviewId, reason: "offensive", details: "" });
    expect(await notices()).toHaveLength(1);
    // Deleting the reported review does not reopen the window (hostile review, session 32).
    await deleteReview({ id: second.author.id }, second.reviewId);
    const fourth = await reviewed("Czwarta lampka");
    await reportReview((await createUser()).id, { reviewId: fourth.reviewId, reason: "spam", details: "" });
    expect(await notices()).toHaveLength(1);
    // An hour after the last notice the next report is announced.
    await db.update(staffNotices).set({ sentAt: sql`now() - interval '2 hours'` });
    const third = await reviewed("Trzecia lampka");
    await reportReview((await createUser()).id, { reviewId: third.reviewId, reason: "illegal", details: "" });
    expect(await notices()).toHaveLength(2);
  });

  it("a moderator's removal tells the author what was removed and why; the author's own deletion does not", async () => {
    const { author, reviewId } = await reviewed("Kubek zgłoszony", "Zadzwoń pod 600 100 200, sprzedam taniej");
    await reportReview((await createUser()).id, { reviewId, reason: "personal-data", details: "" });
    await reportReview((await createUser()).id, { reviewId, reason: "spam", details: "" });
    const moderator = await createUser();
    await deleteReview({ id: moderator.id, canModerate: true }, reviewId);
    const [mail] = await sink.to(author.email);
    expect(mail!.text).toContain("Moderator usunął Twoją opinię o produkcie „Kubek zgłoszony”: „Zadzwoń pod 600 100 200, sprzedam taniej”.");
    expect(mail!.text).toMatch(/zgłoszona przez innych użytkowników \((czyjeś dane osobowe, spam lub reklama|spam lub reklama, czyjeś dane osobowe)\)/);
    expect(mail!.text).toContain("/kontakt");
    expect(mail!.text).toContain("napisz do nas na adres kontakt@viralneprodukty.pl");
    expect(mail!.text).not.toContain("formularz");

    const own = await reviewed("Kubek własny");
    await deleteReview({ id: own.author.id }, own.reviewId);
    expect(await sink.to(own.author.email)).toEqual([]);

    const unreported = await reviewed("Kubek bez zgłoszeń");
    await deleteReview({ id: moderator.id, canModerate: true }, unreported.reviewId);
    const [plain] = await sink.to(unreported.author.email);
    expect(plain!.text).toContain("Powód: moderator uznał, że opinia narusza regulamin serwisu.");
  });

  it("a moderator's own ground is what the author is told, and the change log keeps it (session 36)", async () => {
    const { author, reviewId } = await reviewed("Kubek z powodem", "Kup u mnie: spam.example");
    await reportReview((await createUser()).id, { reviewId, reason: "offensive", details: "" });
    const moderator = await createUser();
    await deleteReview({ id: moderator.id, canModerate: true }, reviewId, db, undefined, "spam");
    const [mail] = await sink.to(author.email);
    expect(mail!.text).toContain("Powód: spam lub reklama – moderator uznał, że z tego powodu opinia narusza regulamin serwisu.");
    expect(mail!.text).not.toContain("zgłoszona przez innych użytkowników");
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.subjectId, reviewId));
    expect(entry!.details).toMatchObject({ ground: "spam", reports: 1, authorId: author.id });
    // The author deleting their own review gives no ground, whatever is sent.
    const own = await reviewed("Kubek własny z powodem");
    await deleteReview({ id: own.author.id }, own.reviewId, db, undefined, "illegal");
    expect(await sink.to(own.author.email)).toEqual([]);
  });

  it("a bulk removal tells each author once, naming every removed review with its reason (session 33)", async () => {
    const first = await reviewed("Lampka pierwsza", "Reklama numer jeden");
    const productId = await createProduct({ title: "Lampka druga" });
    const [second] = await db.insert(productReviews).values({ productId, userId: first.author.id, rating: 1, comment: "Reklama numer dwa" }).returning({ id: productReviews.id });
    await reportReview((await createUser()).id, { reviewId: first.reviewId, reason: "spam", details: "" });
    const other = await reviewed("Lampka trzecia", "Inny autor");
    const moderator = await createUser();
    const removals: RemovedReview[] = [];
    for (const id of [first.reviewId, second!.id, other.reviewId]) await deleteReview({ id: moderator.id, canModerate: true }, id, db, removals);
    expect(await sink.to(first.author.email)).toEqual([]); // collected, not yet sent
    await tellAuthorsOfRemovals(removals);
    const mails = await sink.to(first.author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Twoje opinie zostały usunięte");
    expect(mails[0]!.text).toContain("Opinia o produkcie „Lampka pierwsza”: „Reklama numer jeden”. Powód: opinia została zgłoszona przez innych użytkowników (spam lub reklama)");
    expect(mails[0]!.text).toContain("Opinia o produkcie „Lampka druga”: „Reklama numer dwa”. Powód: moderator uznał, że opinia narusza regulamin serwisu.");
    const [single] = await sink.to(other.author.email);
    expect(single!.text).toContain("Twoja opinia została usunięta");
  });

  it("ADR 183: a review's first open report is announced with its reason, to the active moderators who want it", async () => {
    await db.delete(staffNotices);
    const reopenHour = () => db.update(staffNotices).set({ sentAt: sql`now() - interval '2 hours'` });
    const moderator = await createStaff({ traits: ["moderator"] });
    // Roles → permissions: a custom role holding review:moderate is told too, no role name involved.
    const custom = await createStaff({ roles: [(await createRole(["admin:access", "review:moderate"])).name] });
    // One whose role grants review:moderate but not the panel could not follow the mail's link (session 37).
    const outsider = await createStaff({ roles: [(await createRole(["review:moderate"])).name] });
    const optedOut = await createStaff({ traits: ["moderator"] });
    await setPanelNotifications(optedOut.id, false);
    const blocked = await createStaff({ traits: ["moderator"] });
    await db.update(profiles).set({ blockedAt: new Date() }).where(eq(profiles.id, blocked.id));
    const leaving = await createStaff({ traits: ["moderator"] });
    await db.update(profiles).set({ dataDeletionRequested: true, dataDeletionRequestedAt: new Date() }).where(eq(profiles.id, leaving.id));
    const notices = async (email: string) => (await sink.to(email)).filter((mail) => mail.text.includes("Nowe zgłoszenie opinii"));

    const { reviewId } = await reviewed("Lampka z powodem");
    await reportReview((await createUser()).id, { reviewId, reason: "personal-data", details: "Tu jest numer 600 100 200" });
    const [notice] = await notices(moderator.email);
    expect(notice!.text).toContain("Ktoś zgłosił opinię o produkcie „Lampka z powodem”");
    expect(notice!.text).toContain("Powód zgłoszenia: czyjeś dane osobowe.");
    expect(notice!.text).toContain("/admin/opinie?zgloszone=1");
    expect(notice!.text).toContain("/profil/ustawienia");
    expect(notice!.text).not.toContain("600 100 200"); // the reporter's words stay in the queue
    expect(await notices(custom.email)).toHaveLength(1);
    for (const person of [optedOut, blocked, leaving, outsider]) expect(await notices(person.email), person.email).toEqual([]);

    // A second report of the same open review says nothing new: no mail, even once the hour is over.
    await reopenHour();
    await reportReview((await createUser()).id, { reviewId, reason: "spam", details: "" });
    expect(await notices(moderator.email)).toHaveLength(1);

    // Kept (its reports closed), the review's next report is a first open report again.
    await keepReportedReview(moderator.id, reviewId);
    await reportReview((await createUser()).id, { reviewId, reason: "offensive", details: "" });
    const after = await notices(moderator.email);
    expect(after).toHaveLength(2);
    expect(after.filter((mail) => mail.text.includes("Powód zgłoszenia: obraźliwe lub wulgarne treści."))).toHaveLength(1);
  });

  it("with every moderator's panel mails off, a report does not use up the hour's notice (session 35)", async () => {
    await db.delete(staffNotices);
    const moderator = await createStaff({ traits: ["moderator"] });
    const everyone = (on: boolean) =>
      db.execute(sql`INSERT INTO user_settings (user_id, panel_notifications) SELECT id, ${on} FROM "user"
        ON CONFLICT (user_id) DO UPDATE SET panel_notifications = ${on}`);
    await everyone(false);
    await reportReview((await createUser()).id, { reviewId: (await reviewed("Lampka bez odbiorców")).reviewId, reason: "spam", details: "" });
    expect(await db.select().from(staffNotices)).toEqual([]);
    // Switched on again within the hour: the next first report is told at once.
    await everyone(true);
    await reportReview((await createUser()).id, { reviewId: (await reviewed("Lampka z odbiorcą")).reviewId, reason: "spam", details: "" });
    expect((await sink.to(moderator.email)).filter((mail) => mail.text.includes("„Lampka z odbiorcą”"))).toHaveLength(1);
  });
});

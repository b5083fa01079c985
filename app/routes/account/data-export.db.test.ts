// ADR 203: POST /profil/dane — only the session's account, only with its password, a few times an hour.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, productReviews, wishlistItems } from "~/db/schema";
import { hashPassword } from "~/features/accounts/password.server";
import { callAction, contextFor, createProduct, createUser, formRequest } from "~/features/engagement/test-support";
import { translator } from "~/i18n/i18n";
import "~/i18n/account-messages";
import { action, loader } from "./data-export";

const PASSWORD = "Sekretne1!";
const pl = translator("pl");

async function member(name: string) {
  const person = await createUser({ name });
  await db.insert(account).values({ id: randomUUID(), accountId: person.id, providerId: "credential", userId: person.id, password: await hashPassword(PASSWORD) });
  return person;
}

/**
 * ADR 048's refusal: its own 4xx, the toast it carries back to Ustawienia (the cookie is signed: its text is
 * read from the catalogue) and the Refresh that goes there.
 */
function refusedWith(res: Response, key: "msg.137" | "msg.138" | "msg.139" | "msg.140") {
  expect(res.status).toBe(key === "msg.139" || key === "msg.140" ? 429 : 400);
  expect(res.headers.get("Refresh")).toBe("0;url=/profil/ustawienia#dane");
  expect(res.headers.get("Content-Disposition")).toBeNull();
  const cookie = decodeURIComponent(res.headers.get("Set-Cookie") ?? "");
  expect(Buffer.from(cookie.split("=")[1]!.split(";")[0]!.split(".")[0]!, "base64").toString("utf8")).toContain(pl(key));
}

const post = (fields: Record<string, string>, path = "/profil/dane") => formRequest(path, fields);
const run = (request: Request, who: { id: string; email: string; name: string } | null) => action({ request, context: contextFor(who), params: {} } as never) as Promise<Response>;

describe("POST /profil/dane", () => {
  it("answers the session user's file, whatever ids the address and the form carry", async () => {
    const [jan, victim] = [await member("Jan"), await member("Ofiara")];
    const product = await createProduct({ title: "Lampka" });
    await db.insert(productReviews).values({ productId: product, userId: victim.id, rating: 1, comment: "Tekst ofiary" });
    await db.insert(wishlistItems).values({ productId: product, userId: jan.id });
    const res = await run(post({ password: PASSWORD, userId: victim.id, id: victim.id, user_id: victim.id }, `/profil/dane?userId=${victim.id}&id=${victim.id}`), jan);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="viralne-produkty-dane-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.text();
    const file = JSON.parse(body);
    expect(file.profile.email).toBe(jan.email);
    expect(file.wishlist).toHaveLength(1);
    expect(body).not.toContain(victim.email);
    expect(body).not.toContain("Tekst ofiary");
  });

  it("refuses without the password or with a wrong one, with no file", async () => {
    const jan = await member("Jan");
    refusedWith(await run(post({}), jan), "msg.137");
    refusedWith(await run(post({ password: "zle-haslo" }), jan), "msg.138");
  });

  it("stops after five files an hour (the rate limiter), and guessing stops at the password limit", async () => {
    const jan = await member("Jan");
    for (let i = 0; i < 5; i++) expect((await run(post({ password: PASSWORD }), jan)).status).toBe(200);
    const sixth = await run(post({ password: PASSWORD }), jan);
    refusedWith(sixth, "msg.140");
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    const guesser = await member("Zgadujący");
    for (let i = 0; i < 5; i++) refusedWith(await run(post({ password: `zle-${i}` }), guesser), "msg.138");
    refusedWith(await run(post({ password: PASSWORD }), guesser), "msg.139");
  });

  it("sends an anonymous visitor to sign in; a GET gives no data", async () => {
    const anonymous = await callAction(action as never, post({ password: PASSWORD }), contextFor(null));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/logowanie/);
    const jan = await member("Jan");
    const got = loader({ request: new Request("http://localhost/profil/dane"), context: contextFor(jan), params: {} } as never);
    expect(got.status).toBe(303);
    expect(await got.text()).toBe("");
  });
});

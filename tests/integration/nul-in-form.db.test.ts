// ADR 194: a NUL character in any form field is refused by the request guard and answered by the
// form's own action like a field error (400, msg.116 on the field), not by the full error page; the
// refused form changes nothing. A public form, a member's forms and a panel form, as they are posted.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, products, profiles, user as users } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as productEdit from "~/routes/admin/product-edit";
import * as productsList from "~/routes/admin/products";
import * as profileRoute from "~/routes/account/profile";
import * as reviewCreate from "~/routes/account/review-create";
import * as settingsRoute from "~/routes/account/settings";
import * as registerRoute from "~/routes/auth/register";
import { closePageCacheListener } from "~/server/page-cache.server";
import { NUL_IN_FORM_MESSAGE } from "~/utils/form-refusal.server";
import { createProduct, createUser } from "../factories";
import { callAction } from "../route-harness";

afterAll(() => closePageCacheListener());

type Refusal = { ok: false; message: string; fieldErrors: Record<string, string> };
const NUL = "\u0000";

describe("a NUL character in a form (ADR 194)", () => {
  it("registration: 400 with the message on the field, no account", async () => {
    const email = `nul-${Date.now()}@test.local`;
    const form = { name: `Jan${NUL}Kowalski`, email, password: "Haslo123!xyz", confirmPassword: "Haslo123!xyz", acceptTerms: "on" };
    const res = await callAction<Refusal>(registerRoute, { path: "/rejestracja", form });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, message: NUL_IN_FORM_MESSAGE, fieldErrors: { name: NUL_IN_FORM_MESSAGE } });
    // What was typed comes back (without the NUL, never the passwords), as with any other refusal.
    expect((res.data as Refusal & { data: unknown }).data).toEqual({ name: "JanKowalski", email, marketingConsent: false });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("a review posted without JavaScript: 400, and its way back is the product page, not /", async () => {
    const member = await createUser();
    const { id } = await createProduct();
    const form = { productId: id, rating: "5", comment: `Dobry${NUL} produkt, polecam go każdemu.` };
    const res = await callAction<{ ok: false; message: string; data: { back: string } }>(reviewCreate, { path: "/akcje/opinia", form, user: member });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, message: NUL_IN_FORM_MESSAGE, data: { back: `/produkt/${id}` } });
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, id))).toEqual([]);
  });

  it("a review by fetcher: 400 with the message on the comment, no review", async () => {
    const member = await createUser();
    const { id } = await createProduct();
    const form = { productId: id, rating: "5", comment: `Świetny${NUL} produkt, polecam go każdemu.` };
    const res = await callAction<Refusal>(reviewCreate, { path: "/akcje/opinia", form, user: member, fetcher: true });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, message: NUL_IN_FORM_MESSAGE, fieldErrors: { comment: NUL_IN_FORM_MESSAGE } });
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, id))).toEqual([]);
  });

  it("the profile form (parseForm) and the settings form (read outside runAction): 400, nothing changed", async () => {
    const member = await createUser({ name: "Przed Zmianą" });
    const profile = await callAction<Refusal>(profileRoute, { path: "/profil", form: { fullName: `Po${NUL}Zmianie` }, user: member });
    expect(profile.status).toBe(400);
    expect(profile.data).toMatchObject({ message: NUL_IN_FORM_MESSAGE, fieldErrors: { fullName: NUL_IN_FORM_MESSAGE } });
    const settings = await callAction<Refusal>(settingsRoute, { path: "/profil/ustawienia", form: { intent: "delete-account", password: `x${NUL}` }, user: member, fetcher: true });
    expect(settings.status).toBe(400);
    expect(settings.data).toMatchObject({ message: NUL_IN_FORM_MESSAGE, fieldErrors: { password: NUL_IN_FORM_MESSAGE } });
    const [row] = await db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row).toMatchObject({ fullName: "Przed Zmianą", dataDeletionRequested: false });
  });

  it("the product form in the panel: the save intent answers 400 with the message on the title, the product unchanged", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct({ title: "Lampka przed" });
    const [before] = await db.select().from(products).where(eq(products.id, id));
    const form = { intent: "save-stay", title: `Lampka${NUL}po`, description: "Opis.", categoryCode: "EL", expectedUpdatedAt: before!.updatedAt.toISOString() };
    const res = await callAction<Refusal>([adminLayout, productsList, productEdit], { path: `/admin/produkty/${id}`, params: { id }, user: editor, fetcher: true, form });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, message: NUL_IN_FORM_MESSAGE, fieldErrors: { title: NUL_IN_FORM_MESSAGE } });
    const [after] = await db.select().from(products).where(eq(products.id, id));
    expect(after).toEqual(before);
  });
});

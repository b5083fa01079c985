import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, profiles, session, user as userTable, wishlistItems } from "~/db/schema";
import { hashPassword } from "~/features/accounts/password.server";
import { loadProfile } from "~/features/accounts/profile.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { loadSettings } from "~/features/accounts/settings.server";
import { closePageCacheListener, pageCacheSize } from "~/server/page-cache.server";
import { LIMITS } from "~/server/rate-limit.server";
import { callAction, contextFor, createProduct, createSession, createUser, formRequest, primePageCache } from "~/features/engagement/test-support";
import { toggleWishlist } from "~/features/engagement/wishlist.server";
import { action as profileAction } from "./profile";
import { action as settingsAction } from "./settings";
import { action as wishlistTabAction } from "./wishlist";

/** A credential account with `password`, as registration makes (the factory's users have none). */
async function givePassword(userId: string, password: string) {
  await db.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: await hashPassword(password) });
}

// A changed name appears with reviews on cached product pages: the (real) page cache is emptied.
afterAll(() => closePageCacheListener());

// Hostile requests against the /profil actions: only the session's user is ever changed.

const profileForm = (extra: Record<string, string> = {}) => ({
  fullName: "Nowe Imię",
  theme: "dark",
  language: "en",
  email_notifications: "on",
  ...extra,
});

describe("/profil (Profil tab)", () => {
  it("saves only the session user's profile, whatever ids the form carries", async () => {
    const [attacker, victim] = [await createUser({ name: "Atakujący" }), await createUser({ name: "Ofiara" })];
    await primePageCache();
    const res = await callAction(profileAction, formRequest("/profil?index", profileForm({ userId: victim.id, id: victim.id, user_id: victim.id })), contextFor(attacker));
    expect(res).toMatchObject({ status: 302, location: "/profil?zapisano=1" });
    // The name is shown with the member's reviews; this member has none, so no cached page goes
    // (a name change drops the pages of the products reviewed: profile-name-cache.db.test.ts).
    expect(pageCacheSize()).toBeGreaterThan(0);
    expect((await loadProfile(attacker.id)).fullName).toBe("Nowe Imię");
    const untouched = await loadProfile(victim.id);
    expect(untouched.fullName).toBe("Ofiara");
    expect(untouched.settings.theme).toBe("light");
  });

  it.each([
    [{ fullName: "x".repeat(101) }, "Imię i nazwisko może mieć najwyżej 100 znaków"],
    [{ theme: "neon" }, "Wybierz motyw: jasny, ciemny lub systemowy"],
    [{ language: "de" }, "Wybierz język: polski lub angielski"],
    [{ security_alerts: "yes please" }, "Nieprawidłowa wartość pola wyboru"],
  ])("refuses %j with 400 and a Polish message, changing nothing", async (extra, message) => {
    const anna = await createUser({ name: "Anna" });
    const res = await callAction(profileAction, formRequest("/profil?index", profileForm(extra)), contextFor(anna));
    expect(res).toMatchObject({ status: 400, body: { ok: false, message, fieldErrors: { [Object.keys(extra)[0]!]: message } } });
    const profile = await loadProfile(anna.id);
    expect(profile.fullName).toBe("Anna");
    expect(profile.settings.theme).toBe("light");
  });

  it("refuses a script-like name with a Polish 400, storing nothing (names open e-mails and sign reviews: ADR 125)", async () => {
    const anna = await createUser();
    const [before] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, anna.id));
    const res = await callAction(profileAction, formRequest("/profil?index", profileForm({ fullName: "<script>alert(1)</script>" })), contextFor(anna));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Imię i nazwisko nie może zawierać linków ani znaków < >");
    const [row] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, anna.id));
    expect(row.fullName).toBe(before.fullName);
  });

  it("sends an anonymous request to the login page", async () => {
    const res = await callAction(profileAction, formRequest("/profil?index", profileForm()), contextFor(null));
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/logowanie\?redirectTo=/);
  });
});

describe("/profil/ustawienia (Ustawienia tab)", () => {
  it("toggles a notification flag of the session user only", async () => {
    const [attacker, victim] = [await createUser(), await createUser()];
    const res = await callAction(
      settingsAction,
      formRequest("/profil/ustawienia", { intent: "notification", key: "marketing_emails", value: "true", userId: victim.id }),
      contextFor(attacker),
    );
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: "Ustawienia powiadomień zostały zaktualizowane" } });
    expect((await loadSettings(attacker.id)).notificationPreferences.marketing_emails).toBe(true);
    expect((await loadSettings(victim.id)).notificationPreferences.marketing_emails).toBe(false);
  });

  it("refuses keys outside the tab and non-boolean values with 400", async () => {
    const anna = await createUser();
    for (const [fields, message] of [
      [{ intent: "notification", key: "security_alerts", value: "false" }, "Nieznane ustawienie powiadomień"],
      [{ intent: "notification", key: "__proto__", value: "true" }, "Nieznane ustawienie powiadomień"],
      [{ intent: "notification", key: "product_updates", value: "maybe" }, "Nieprawidłowa wartość ustawienia"],
      [{ intent: "drop-everything" }, ACCOUNT_MESSAGES.unknownIntent],
    ] as const) {
      const res = await callAction(settingsAction, formRequest("/profil/ustawienia", fields as Record<string, string>), contextFor(anna));
      expect(res).toMatchObject({ status: 400, body: { ok: false, message } });
    }
    expect((await loadSettings(anna.id)).notificationPreferences).toMatchObject({ security_alerts: true, product_updates: true });
  });

  it("flags the deletion request of the session user and revokes all of their sessions only", async () => {
    const [anna, victim] = [await createUser(), await createUser()];
    await createSession(anna.id);
    await createSession(anna.id);
    await createSession(victim.id);
    await givePassword(anna.id, "Haslo-Anny1!");
    // The password is asked again: missing → 400, wrong → 400, and nothing is flagged or revoked.
    const missing = await callAction(settingsAction, formRequest("/profil/ustawienia", { intent: "delete-account" }), contextFor(anna));
    expect(missing).toMatchObject({ status: 400, body: { ok: false, message: "Wpisz hasło, aby potwierdzić usunięcie konta." } });
    const wrong = await callAction(settingsAction, formRequest("/profil/ustawienia", { intent: "delete-account", password: "Haslo-Ofiary1!" }), contextFor(anna));
    expect(wrong).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { password: "Hasło jest nieprawidłowe" } } });
    expect(await db.select().from(session).where(eq(session.userId, anna.id))).toHaveLength(2);
    expect((await db.select({ f: profiles.dataDeletionRequested }).from(profiles).where(eq(profiles.id, anna.id)))[0].f).toBe(false);

    const res = await callAction(settingsAction, formRequest("/profil/ustawienia", { intent: "delete-account", userId: victim.id, password: "Haslo-Anny1!" }), contextFor(anna));
    expect(res.body).toMatchObject({
      ok: true,
      data: { deleted: true },
      message: "Żądanie usunięcia konta zostało zarejestrowane. Konto zostanie usunięte za 7 dni – do tego czasu możesz się zalogować i anulować usunięcie.",
    });
    expect(await db.select().from(session).where(eq(session.userId, anna.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, victim.id))).toHaveLength(1);
    const flags = await db.select({ id: profiles.id, flagged: profiles.dataDeletionRequested }).from(profiles).where(eq(profiles.dataDeletionRequested, true));
    expect(flags.map((f) => f.id)).toEqual([anna.id]);
    // The account itself stays until staff act on the request.
    expect(await db.select().from(userTable).where(eq(userTable.id, anna.id))).toHaveLength(1);
    // ADR 201: the answer also ends the browser's (now useless) session cookie, keeping the toast.
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("vp.session_token="))).toMatch(/^vp\.session_token=; Max-Age=0; Path=\/; HttpOnly/);
    expect(cookies.some((c) => c.startsWith("vp.dont_remember=; Max-Age=0"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("vp.toast="))).toBe(true);
  });

  it("asking, cancelling and asking again in a loop stops at the hour's limit: 429, nothing flagged, no mail (hostile review, session 39)", async () => {
    const ola = await createUser();
    await givePassword(ola.id, "Haslo-Oli1!");
    const ask = () => callAction(settingsAction, formRequest("/profil/ustawienia", { intent: "delete-account", password: "Haslo-Oli1!" }), contextFor(ola));
    const cancel = () => callAction(settingsAction, formRequest("/profil/ustawienia", { intent: "cancel-deletion" }), contextFor(ola));
    for (let i = 0; i < LIMITS.deletionRequest.max; i++) {
      expect((await ask()).body).toMatchObject({ ok: true });
      expect((await cancel()).body).toMatchObject({ ok: true });
    }
    const refused = await ask();
    expect(refused).toMatchObject({ status: 429, body: { ok: false, message: "Zbyt wiele próśb o usunięcie konta w krótkim czasie. Spróbuj ponownie za godzinę." } });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await db.select({ f: profiles.dataDeletionRequested }).from(profiles).where(eq(profiles.id, ola.id)))[0].f).toBe(false);
  });
});

describe("/profil/wishlist (Wishlist tab)", () => {
  it("removes only from the session user's wishlist", async () => {
    const [attacker, victim] = [await createUser(), await createUser()];
    const product = await createProduct();
    await toggleWishlist(victim.id, product);
    const res = await callAction(wishlistTabAction, formRequest("/profil/wishlist", { intent: "remove", productId: product, userId: victim.id }), contextFor(attacker));
    // Nothing was removed, and the answer says so (it used to claim a removal).
    expect(res.body).toMatchObject({ ok: true, message: "Tego produktu nie ma już na Twojej wishlist." });
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, victim.id))).toHaveLength(1);
    const own = await callAction(wishlistTabAction, formRequest("/profil/wishlist", { intent: "remove", productId: product }), contextFor(victim));
    expect(own.body).toMatchObject({ ok: true, message: "Produkt został usunięty z wishlist" });
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, victim.id))).toHaveLength(0);
  });

  it("refuses a malformed request with 400 and the spec's message", async () => {
    const anna = await createUser();
    const res = await callAction(wishlistTabAction, formRequest("/profil/wishlist", { intent: "remove", productId: "not-a-uuid" }), contextFor(anna));
    expect(res).toMatchObject({ status: 400, body: { ok: false, message: "Wystąpił błąd podczas aktualizacji wishlist" } });
  });
});

import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 183: "Powiadomienia panelu" in the Ustawienia tab — the moderator sees it (what they would be
// mailed about), switches it off and on again with the mouse and the keyboard; a member without panel
// permissions does not see it. The browser suite shares one database: the moderator's choice goes back
// on at the end, whatever happened (other journeys expect the moderators' mail).

test.afterEach(async ({ page, login, baseURL }) => {
  await page.context().clearCookies();
  await login("moderator");
  const res = await page.request.post("/profil/ustawienia", {
    form: { intent: "panel-notifications", value: "true" },
    headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(res.status()).toBeLessThan(400);
});

test("a moderator switches the panel's mails off and on; an ordinary member has no such choice (ADR 183)", async ({ page, login }) => {
  await login("moderator");
  await page.goto("/profil/ustawienia");
  const toggle = page.getByRole("button", { name: "Powiadomienia panelu" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveAccessibleDescription("E-mail, gdy w panelu czeka na Ciebie praca: zgłoszona opinia (najwyżej jeden e-mail na godzinę).");
  await expectNoA11yViolations(page);

  await hydrated(page);
  await toggle.click();
  await expect(page.getByRole("status").filter({ hasText: "Ustawienia powiadomień zostały zaktualizowane" })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  // The keyboard alone switches it back on.
  await hydrated(page);
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  await page.context().clearCookies();
  await login("user");
  await page.goto("/profil/ustawienia");
  await expect(page.getByRole("button", { name: "Newsletter z trendami" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Powiadomienia panelu" })).toHaveCount(0);
});

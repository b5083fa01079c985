import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { registerFreshUser } from "./support/fresh-user";
import { accountMenu } from "./support/header-menus";
import { signOutFromMenu, submitSignIn } from "./support/sign-in-form";

// ADR 205 (narrowing ADR 014's accepted lock-out): guesses from another browser lock the account for
// browsers without a device proof only; the browser that signed in before still signs in.

const TOO_MANY = "Zbyt wiele prób logowania. Spróbuj ponownie za chwilę.";



test("a browser that signed in before still signs in while guesses from another browser lock the account", async ({ browser }) => {
  test.setTimeout(90_000);
  const { email, password, context: owner, page } = await registerFreshUser(browser, "Ewa Zaufana");
  // The activation link's sign-in proves the mailbox, not the password: no device proof yet.
  expect((await owner.cookies()).some((c) => c.name === "vp_device")).toBe(false);
  await signOutFromMenu(page);
  await submitSignIn(page, email, password);
  await page.waitForURL("**/profil");
  const proof = (await owner.cookies()).find((c) => c.name === "vp_device");
  expect(proof).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(proof!.value).not.toContain(email.split("@")[0]!);
  // It stays after signing out: that is what it is for.
  await signOutFromMenu(page);
  expect((await owner.cookies()).some((c) => c.name === "vp_device")).toBe(true);

  // Someone else, in another browser, guesses five times: the account is locked there.
  const guesser = await browser.newContext();
  const other = await guesser.newPage();
  for (let i = 0; i < 5; i++) {
    await submitSignIn(other, email, `Zle-haslo${i}!`);
    await expect(other.getByRole("alert")).toHaveText("Nieprawidłowy email lub hasło");
  }
  await submitSignIn(other, email, password);
  await expect(other.getByRole("alert")).toHaveText(TOO_MANY);

  // The owner's browser signs in with the right password all the same.
  await submitSignIn(page, email, password);
  await page.waitForURL("**/profil");
  await expect(accountMenu(page)).toBeVisible();

  // The lock still holds everywhere else, the right password included.
  await submitSignIn(other, email, password);
  await expect(other.getByRole("alert")).toHaveText(TOO_MANY);
  await expect(other).toHaveURL(/\/logowanie$/);
  await expectNoA11yViolations(other);
  await guesser.close();
  await owner.close();
});

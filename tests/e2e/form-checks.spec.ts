// Issue #7 pt 3 (ADR 019): every form validates in the browser with the action's own schema. Each
// form below is submitted with bad input: the Polish message appears (the bad field is marked where
// the form marks fields), and no POST leaves the page.
import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/login";

async function recordPosts(page: Page): Promise<string[]> {
  // The checks run once the page has hydrated; a click before that is a plain form post (seen once
  // under load), which is the no-JavaScript path, not what these tests check.
  await hydrated(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    // The product page's view beacon (POST …/wyswietlenie) is no form post.
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && !path.endsWith("/wyswietlenie")) posts.push(path);
  });
  return posts;
}

test("the post editor refuses a post without a title before sending it", async ({ page, login }) => {
  await login("admin");
  await page.goto("/blog/edytor/nowy");
  await expect(page.getByRole("heading", { level: 1, name: "Nowy wpis blogowy" })).toBeVisible();
  const posts = await recordPosts(page);
  // Not an address at all ('tiktok.com/…' without https:// is taken as https since session 28).
  await page.getByLabel("Film TikTok (URL)").fill("film z tiktoka");
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  // Said as the other forms say it (review, session 32: "Wystąpił błąd" read like a server failure).
  await expect(page.getByText("Formularz zawiera błędy. Popraw zaznaczone pola.")).toBeVisible();
  const title = page.getByLabel("Tytuł *", { exact: true });
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await expect(page.getByText("Tytuł jest wymagany.")).toBeVisible();
  await expect(page.getByText("Podaj pełny adres URL zaczynający się od http:// lub https://.")).toBeVisible();
  expect(posts).toEqual([]);
  await expectNoA11yViolations(page);
  // Each edit checks again, and the focus stays where the user types: the title's mark goes, the
  // video's stays (and the box with it), then the box goes when nothing is left (review, session 23).
  await title.fill("Wpis z tytułem");
  await expect(page.getByText("Tytuł jest wymagany.")).toHaveCount(0);
  await expect(title).toBeFocused();
  await expect(page.getByText("Formularz zawiera błędy. Popraw zaznaczone pola.")).toBeVisible();
  await page.getByLabel("Film TikTok (URL)").fill("");
  await expect(page.getByText("Formularz zawiera błędy. Popraw zaznaczone pola.")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("the roles screens refuse an empty role and an unchosen role before sending them", async ({ page, login }) => {
  await login("admin");
  await page.goto("/admin/role");
  const posts = await recordPosts(page);
  await page.getByRole("button", { name: "Utwórz rolę" }).click();
  await expect(page.getByLabel("Nazwa (identyfikator)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Podaj nazwę roli.")).toBeVisible();
  await expect(page.getByText("Podaj nazwę wyświetlaną.")).toBeVisible();

  await page.goto("/admin/uzytkownicy");
  await page.getByLabel("Szukaj po imieniu lub e-mailu").fill("jan@viralne.local");
  await page.getByRole("button", { name: "Filtruj" }).click();
  await expect(page.getByRole("cell", { name: "jan@viralne.local" })).toBeVisible();
  await page.getByRole("button", { name: "Role: Jan Kowalski" }).click();
  const dialog = page.getByRole("dialog", { name: "Zarządzaj rolami: Jan Kowalski" });
  await dialog.getByRole("button", { name: "Przypisz rolę" }).click();
  await expect(dialog.getByLabel("Rola", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Wybierz rolę.")).toBeVisible();
  expect(posts).toEqual([]);
  await expectNoA11yViolations(page);
});

test("the code editor refuses a badly shaped code before sending it", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/kody");
  const posts = await recordPosts(page);
  const row = page.locator("details").filter({ hasText: "Edytuj kod" }).first();
  await row.locator("summary").click();
  const input = row.getByLabel(/^Nowy kod dla:/);
  await input.fill("zz-1");
  await row.getByRole("button", { name: "Zapisz kod" }).click();
  await expect(row.getByText("Nieprawidłowy format kodu: ZZ-1")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("the review form checks comment and terms with the action's schema, loaded once the form opens", async ({ page, login }) => {
  await login("moderator");
  await page.goto("/produkty?sort=newest");
  await page.locator("main article a").first().click();
  await expect(page).toHaveURL(/\/produkt/);
  const posts = await recordPosts(page);
  await page.getByText("Dodaj opinię", { exact: true }).click();
  const send = page.getByRole("button", { name: "Wyślij opinię" });
  await expect(send).toBeVisible();
  // The check arrives as its own chunk; until then the native `required` checks stand in.
  await expect(page.locator('form[action="/akcje/opinia"]')).toHaveAttribute("novalidate", "");
  await send.click();
  await expect(page.getByRole("alert").filter({ hasText: "Komentarz nie może być pusty" })).toBeVisible();
  // The message is tied to its control (it was only announced).
  const comment = page.getByLabel(/^Komentarz/);
  await expect(comment).toHaveAttribute("aria-invalid", "true");
  await expect(comment).toHaveAccessibleDescription("Komentarz nie może być pusty");
  // The keyboard continues from the field the message is about (phone review, session 50).
  await expect(comment).toBeFocused();
  await comment.fill("Działa, ale kabel jest krótki.");
  await send.click();
  await expect(page.getByRole("alert").filter({ hasText: "Musisz zaakceptować regulamin, aby dodać opinię" })).toBeVisible();
  const terms = page.getByRole("checkbox", { name: /Akceptuję/ });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(terms).toHaveAccessibleDescription("Musisz zaakceptować regulamin, aby dodać opinię");
  await expect(comment).not.toHaveAttribute("aria-invalid", "true");
  // Fixed: the message goes at once, not at the next submit (session 22 review).
  await terms.check();
  await expect(page.getByRole("alert").filter({ hasText: "Musisz zaakceptować regulamin" })).toHaveCount(0);
  await expect(terms).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

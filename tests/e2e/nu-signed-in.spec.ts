import { expect, test } from "./support/login";
import { nuHtmlErrors } from "./support/nu-checker";

// Issue #9 Done ("the HTML validates") and #15 pt 4 for the signed-in screens: the panel, the post
// editor and the account tabs, as an administrator sees them, with 0 Nu HTML checker errors.
test("Nu HTML checker: 0 errors on the admin panel, the post editor and the account tabs", async ({ page, login }) => {
  test.setTimeout(120_000);
  await login("admin");
  await page.goto("/admin/produkty");
  const editHref = await page.getByRole("link", { name: /^Edytuj: / }).first().getAttribute("href");
  const pages = [
    "/admin",
    "/admin/produkty",
    "/admin/produkty/nowy",
    editHref!,
    "/admin/blog",
    "/admin/kody",
    "/admin/uzytkownicy",
    "/admin/role",
    "/blog/edytor/nowy",
    "/profil",
    "/profil/wishlist",
    "/profil/recenzje",
    "/profil/bezpieczenstwo",
    "/profil/ustawienia",
  ];
  expect(await nuHtmlErrors(page.request, pages)).toEqual([]);
});

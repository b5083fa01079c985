import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/**
 * A product of the spec's own, added through the panel's form (signed-in editor): `title`, a description,
 * category Elektronika and a generated code, returned (its old address once deleted). Lands on the list.
 */
export async function addProductWithCode(page: Page, title: string, description: string): Promise<string> {
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Nowy produkt" });
  await form.getByLabel("Tytuł *").fill(title);
  await form.getByLabel("Opis *").fill(description);
  await form.getByLabel("Kategoria *").selectOption("EL");
  await form.getByRole("button", { name: "Generuj kod" }).click();
  await expect(form.getByText(/^Wygenerowano kod: EL-[A-Z]{2}-\d{3}$/)).toBeVisible();
  const code = await form.getByLabel("Kod produktu").inputValue();
  await form.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);
  return code;
}

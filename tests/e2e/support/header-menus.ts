import type { Page } from "@playwright/test";

// ADR 150: the account menu and the phone menu are native <details> disclosures. Their <summary> has
// no ARIA role in Playwright's role engine (browsers expose it as a button), so it is found by its text;
// `visible` picks the header's copy in use at this width (desktop bar or phone menu).

/** The summary that opens the account menu (its name: "Menu konta: <e-mail>" / "Account menu: …"). */
export const accountMenu = (page: Page) => page.getByRole("banner").locator("summary").filter({ hasText: /Menu konta|Account menu/, visible: true });

/** The summary that opens the phone menu. */
export const phoneMenu = (page: Page) => page.getByRole("banner").locator("summary").filter({ hasText: /^Menu$/ });

/** The <details> element of a menu's summary: `open` is its expanded state. */
export const disclosureOf = (summary: ReturnType<typeof accountMenu>) => summary.locator("xpath=..");

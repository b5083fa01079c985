// ADR 143: a search text shaped like a product code or its start lists the code matches first
// (the review: "DO-DE" put DO-DE-001 ninth among titles with "do", "TR" found no TR-* product).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { codeMatch, listAdminProducts, parseAdminProductFilters } from "./admin-product-list.server";
import { exportProductsCsv } from "./products-csv.server";

async function product(title: string, code: string | null, createdAt: string) {
  const { id } = await createProduct({ title });
  await db.update(products).set({ code, createdAt: new Date(createdAt) }).where(eq(products.id, id));
  return id;
}

const codes = async (query: Record<string, string>) => (await listAdminProducts(parseAdminProductFilters(new URLSearchParams(query)))).rows.map((r) => r.code ?? r.title);

describe("admin product search by code", () => {
  it("puts the codes that start with the text above the titles and descriptions that contain it", async () => {
    // The code matches are the oldest: by the default order (newest first) they came last.
    await product("Organizer podróżny na kable", "TR-AC-901", "2020-01-01");
    await product("Dozownik do mydła", "DO-DE-901", "2020-01-02");
    await product("Lampka dekoracyjna do sypialni", "DO-DE-902", "2020-01-03");
    await product("Trampki materiałowe do biegania, dla dorosłych", null, "2025-01-01");
    await product("Stojak na drobiazgi do domu i ogrodu", "DO-OR-901", "2025-01-02");

    expect((await codes({ q: "TR" })).slice(0, 1)).toEqual(["TR-AC-901"]);
    expect(await codes({ q: "TR" })).toContain("Trampki materiałowe do biegania, dla dorosłych"); // titles still follow
    expect((await codes({ q: "DO-DE" })).slice(0, 2)).toEqual(["DO-DE-902", "DO-DE-901"]);
    expect((await codes({ q: "do-de-90" })).slice(0, 2)).toEqual(["DO-DE-902", "DO-DE-901"]);
    // Inside the code matches the chosen order holds.
    expect((await codes({ q: "DO-DE", sort: "title", dir: "asc" })).slice(0, 2)).toEqual(["DO-DE-901", "DO-DE-902"]);
    // "do" is a code start too (Dom i Ogród): DO-* first, then the titles with "do".
    const doList = await codes({ q: "do" });
    expect(doList.slice(0, 3).sort()).toEqual(["DO-DE-901", "DO-DE-902", "DO-OR-901"]);
    expect(doList).toContain("Trampki materiałowe do biegania, dla dorosłych");
    // The end of a code, type and number, as editors say it (review, session 28: 'ki-002' found nothing).
    expect((await codes({ q: "de-902" }))[0]).toBe("DO-DE-902");
    expect((await codes({ q: "DE-90" })).slice(0, 2)).toEqual(["DO-DE-902", "DO-DE-901"]);
    // The CSV export of the same search lists the same order.
    const csv = await exportProductsCsv(parseAdminProductFilters(new URLSearchParams({ q: "DO-DE" })));
    expect(csv.indexOf("DO-DE-902")).toBeLessThan(csv.indexOf("Stojak na drobiazgi"));
  });

  it("treats only the shape of a code (or its start) as a code", () => {
    for (const q of ["TR", "do-de", "DO-DE-", "EL-SM-00", "EL-SM-001", "SM-001", "sm-0"]) expect(codeMatch(q), q).toBeDefined();
    for (const q of ["lampka", "T", "TRA", "do de", "EL_SM", "10%", "EL-SM-0011", "SM-0011", "-001", "S-001"]) expect(codeMatch(q), q).toBeUndefined();
  });

  it("narrows with every word, as a back office's list does, and keeps a one-word typo (editor review, session 40)", async () => {
    const tag = Date.now().toString(36);
    await product(`Kostka ${tag} testowa lampka LED`, null, "2024-02-01");
    await product(`Lampka nocna ${tag} z czujnikiem`, null, "2024-02-02");
    await product(`Świeczka zapachowa ${tag} w szkle`, null, "2024-02-03");
    expect(await codes({ q: `${tag} testowa lampka` })).toEqual([`Kostka ${tag} testowa lampka LED`]);
    expect((await codes({ q: `lampka ${tag}` })).sort()).toEqual([`Kostka ${tag} testowa lampka LED`, `Lampka nocna ${tag} z czujnikiem`]);
    // One word with a typo still finds its titles (the list's typo tolerance).
    expect(await codes({ q: "czujnkiem" })).toContain(`Lampka nocna ${tag} z czujnikiem`);
  });
});

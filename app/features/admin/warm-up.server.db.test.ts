import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, products, productStats } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { warmPanelQueries } from "./warm-up.server";

// ADR 200: the background run after a start — every panel query it names runs on both drivers (a
// renamed column or a changed signature rejects here, not in a log line after a deploy), and it
// writes nothing.
describe("warmPanelQueries", () => {
  it("runs the overview's and the product list's queries and changes nothing", async () => {
    await createProduct({ title: "Lampka do rozgrzewki" });
    const counts = async () => Promise.all([activityLog, products, productStats].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    expect(await warmPanelQueries()).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});

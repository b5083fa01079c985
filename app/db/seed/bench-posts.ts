import { count, sql } from "drizzle-orm";
import { renderedColumns } from "../../features/blog/post-render.server";
import type { Executor } from "../client.server";
import { blogPosts, products } from "../schema";
import { FEATURE, INTRO, OUTRO } from "./bench-words";
import { createRandom, slugify, type Random } from "./demo/text";

// Issue #14: review posts for the bench's blog-post rows (cached, and with a session cookie). Each is
// the size of a real review (~6 kB of markdown: sections, a list, a table, links) about a random
// catalogue product, stored the way a save stores it: with its body rendered (ADR 085).

const SECTIONS = ["Przeznaczenie", "Jakość wykonania", "Funkcjonalność", "Cena", "Wnioski", "Podsumowanie"];

function paragraph(random: Random): string {
  return Array.from({ length: random.int(3, 5) }, () => `${random.pick(INTRO)} ${random.pick(FEATURE)} ${random.pick(OUTRO)}`).join(" ");
}

function body(random: Random, productTitle: string): string {
  const parts: string[] = [`**${productTitle}** – ${paragraph(random)}`];
  for (const heading of SECTIONS) {
    parts.push(`## ${heading}`, paragraph(random), paragraph(random));
    if (heading === "Funkcjonalność") {
      parts.push(["- " + random.pick(FEATURE), "- " + random.pick(FEATURE), "- " + random.pick(FEATURE)].join("\n"));
      parts.push("| Cecha | Ocena |\n|---|---|\n| Wykonanie | 4/5 |\n| Wygoda | 5/5 |\n| Cena | 3/5 |");
    }
  }
  parts.push(`Więcej o produkcie: [strona producenta](https://example.com/${slugify(productTitle)}).`);
  return parts.join("\n\n");
}

/** Tops the blog up to `posts` published reviews; returns how many it added. */
export async function seedBenchPosts(db: Executor, posts: number): Promise<number> {
  const [{ n: existing }] = await db.select({ n: count() }).from(blogPosts);
  const toInsert = Math.max(0, posts - existing);
  if (!toInsert) return 0;
  const picked = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(toInsert);
  const random = createRandom(existing + 104729);
  const now = Date.now();
  const rows = picked.map((product, i) => {
    const content = body(random, product.title);
    const title = `${product.title} – recenzja po miesiącu`;
    return {
      title,
      slug: `${slugify(title)}-${existing + i + 1}`,
      excerpt: paragraph(random).slice(0, 200),
      content,
      ...renderedColumns(content),
      type: "review",
      isPublished: true,
      publishedAt: new Date(now - (i + 1) * 3_600_000),
      productId: product.id,
      pros: ["Solidne wykonanie", "Prosta obsługa"],
      cons: ["Cena"],
      overallRating: 4,
      sectionRatings: { purpose: 4, quality: 4, functionality: 5, price: 3, conclusions: 4 },
      productLinks: { aliexpress: `https://pl.aliexpress.com/item/100500${random.digits(10)}.html` },
    };
  });
  if (rows.length) await db.insert(blogPosts).values(rows);
  return rows.length;
}

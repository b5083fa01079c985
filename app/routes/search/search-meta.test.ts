import { describe, expect, it } from "vitest";
import { meta } from "./search";

type MetaArgs = Parameters<typeof meta>[0];
const titleFor = (q: string) => {
  const tags = meta({ data: { filters: { q } }, matches: [] } as unknown as MetaArgs) as { title?: string }[];
  return tags.find((tag) => tag.title !== undefined)!.title!;
};

// spec: public §5 — "SEO title is cut to 60 characters (57 plus an ellipsis)"; a 300-character query made it 136.
describe("/szukaj title", () => {
  it("keeps a short query's title whole and cuts a long one to 60 characters", () => {
    expect(titleFor("lampka")).toBe("Wyniki dla „lampka” | Viralne Produkty");
    const long = titleFor("x".repeat(300));
    expect(Array.from(long).length).toBeLessThanOrEqual(60);
    expect(long.endsWith("…")).toBe(true);
  });
});

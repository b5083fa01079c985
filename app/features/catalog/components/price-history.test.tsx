import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceHistoryChart } from "./price-history";

const NOW = "2026-11-29T12:00:00.000Z";
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(new Date(NOW).getTime() - daysAgo * DAY).toISOString();
const point = (price: number, daysAgo: number) => ({ price, currency: "PLN", recordedAt: at(daysAgo) });
const render = (points: ReturnType<typeof point>[]) => renderToStaticMarkup(<PriceHistoryChart points={points} days={90} now={NOW} />);

// Review (session 24): an unchanged price was drawn as a flat line with "lowest X, highest X, now X".
describe("the price history", () => {
  it("says in a sentence that a price older than the window has not changed", () => {
    const html = render([point(49.9, 90)]);
    expect(html).toContain("Cena nie zmieniła się przez ostatnie 90 dni: 49,90\u00a0zł.");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("Najniższa");
  });

  it("names the day a newer unchanged price started, also when it was saved again at the same price", () => {
    const html = render([point(80, 10), point(80, 3)]);
    expect(html).toMatch(/Cena nie zmieniła się od 19 listopada 2026: 80,00\u00a0zł\./);
    expect(html).not.toContain("<svg");
  });

  it("draws a changed price with its summary and table", () => {
    const html = render([point(80, 20), point(60, 5)]);
    expect(html).toContain("<svg");
    expect(html).toContain("Najniższa: 60,00\u00a0zł, najwyższa: 80,00\u00a0zł, teraz: 60,00\u00a0zł");
    expect(html.match(/<circle /g)).toHaveLength(2);
  });
});

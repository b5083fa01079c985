import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { OffersTable } from "./offers-table";

const offer = (platform: string, price: number | null) => ({ platform, url: `https://${platform}.example/x`, price, currency: "PLN", checkedAt: "2026-11-20T10:00:00.000Z" });
const render = (offers: ReturnType<typeof offer>[]) => renderToStaticMarkup(
    <MemoryRouter>
      <OffersTable productId="p1" offers={offers} from="/produkt/p1" />
    </MemoryRouter>,
  );

// Review 4 (session 16): a shop without a known price read "— | PLN | —" under Cena, Waluta, Sprawdzono.
describe("the 'Gdzie kupić' table", () => {
  it("leaves out the price, currency and checked columns when no shop has a price", () => {
    const html = render([offer("temu", null), offer("amazon", null)]);
    expect(html).not.toContain(">Cena<");
    expect(html).not.toContain(">Waluta<");
    expect(html).not.toContain("PLN");
    expect(html).not.toContain("<time");
    expect(html).toContain("Kup na Temu");
  });

  it("shows them for priced shops and a dash, not the currency or a date, for the others", () => {
    const html = render([offer("temu", 49.9), offer("amazon", null)]);
    expect(html).toContain(">Cena<");
    expect(html.match(/>PLN</g)).toHaveLength(1);
    expect(html.match(/<time /g)).toHaveLength(2); // the priced shop's date, in the phone line and in its column
  });
});

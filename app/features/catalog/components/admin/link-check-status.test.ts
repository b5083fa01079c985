import { describe, expect, it } from "vitest";
import "~/i18n/admin-messages";
import { translator, type useFormat } from "~/i18n/i18n";
import { formatCount, formatDate, formatDateTime, formatMoney, formatRating } from "~/utils/format";
import type { LinkCheckView } from "../../link-check-outcome";
import { linkCheckText } from "./link-check-status";

// ADR 170: a link's last check in the panel's own words (dates as the panel states them, ADR 091).
const t = translator("pl");
const format = { dateTime: formatDateTime, date: formatDate, money: formatMoney, rating: formatRating, count: formatCount } as ReturnType<typeof useFormat>;
const check = (over: Partial<LinkCheckView>): LinkCheckView => ({
  platform: "temu", url: "https://temu.com/x", checkedAt: "2026-11-30T07:14:00Z", outcome: "ok", httpStatus: 200, finalUrl: null, problem: null, failingSince: null, failures: 0, ...over,
});
const text = (over: Partial<LinkCheckView> | null) => linkCheckText(over && check(over), t, format);

describe("linkCheckText", () => {
  it("says what the last check found, in plain Polish", () => {
    expect(text({})).toEqual({ text: "Sprawdzono 30 listopada 2026 08:14: działa.", tone: "ok" });
    expect(text({ finalUrl: "https://temu.com/y" }).text).toBe("Sprawdzono 30 listopada 2026 08:14: działa, prowadzi do https://temu.com/y");
    expect(text({ outcome: "broken", httpStatus: 404, failures: 1, failingSince: "2026-11-30T07:14:00Z" })).toEqual({ text: "Sprawdzono 30 listopada 2026 08:14: nie znaleziono (404).", tone: "failing" });
    expect(text({ outcome: "broken", httpStatus: 410, failures: 3, failingSince: "2026-11-28T07:00:00Z" }).text).toBe(
      "Sprawdzono 30 listopada 2026 08:14: nie znaleziono (410). Nie działa od 28 listopada 2026.",
    );
    expect(text({ outcome: "refused", httpStatus: 403 })).toMatchObject({ text: expect.stringContaining("sklep blokuje automatyczne sprawdzanie (403)"), tone: "neutral" });
    expect(text({ outcome: null, checkedAt: null }).text).toBe("Jeszcze nie sprawdzono.");
    expect(text(null).text).toBe("Adres zmieniony: zostanie sprawdzony po zapisaniu.");
  });

  it("calls a shop that does not answer failing only from the second check in a row", () => {
    expect(text({ outcome: "unreachable", httpStatus: 503, problem: "status", failures: 1, failingSince: "2026-11-30T07:14:00Z" })).toMatchObject({
      text: expect.stringMatching(/^Sprawdzono 30 listopada 2026 08:14: sklep nie odpowiada \(błąd 503\)\. Jeśli tak zostanie/),
      tone: "neutral",
    });
    expect(text({ outcome: "unreachable", httpStatus: null, problem: "timeout", failures: 2, failingSince: "2026-11-28T07:00:00Z" })).toEqual({
      text: "Sklep nie odpowiada od 28 listopada 2026 (brak odpowiedzi w wyznaczonym czasie); ostatnio sprawdzono 30 listopada 2026 08:14.",
      tone: "failing",
    });
  });
});

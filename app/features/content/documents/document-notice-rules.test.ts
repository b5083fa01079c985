import { describe, expect, it } from "vitest";
import { warsawDay } from "~/utils/format";
import { validateForm } from "~/utils/form";
import {
  daysAfter,
  documentVersionSchema,
  earliestEffectiveDay,
  effectiveDateProblem,
  noticeProblem,
  noticeTooShortMessage,
} from "./document-rules";

// ADR 198: a new version of the terms applies after 14 whole days following the (Warsaw) day of its publication.

const form = (effectiveFrom: string, intent = "publish") => {
  const data = new FormData();
  for (const [k, v] of Object.entries({
    intent,
    body: "## A\n\nTekst.",
    summary: "",
    effectiveFrom,
    basedOn: "1",
    expectedUpdatedAt: "",
  }))
    data.set(k, v);
  return data;
};

describe("the terms' notice period (ADR 198)", () => {
  it("names the earliest day in the site's date format", () => {
    expect(noticeTooShortMessage("2026-12-15")).toBe(
      "Regulamin (§8 ust. 1) zapowiada zmiany co najmniej 14 dni przed ich wejściem w życie: nowa wersja może obowiązywać najwcześniej od 15 grudnia 2026 r.",
    );
  });

  it("lets the terms apply after 14 whole days following the day of publication (the 15th day after it), not earlier; the other documents from today", () => {
    expect(earliestEffectiveDay("terms", "2026-12-01")).toBe("2026-12-16");
    expect(effectiveDateProblem("terms", "2026-12-15", { publish: true, today: "2026-12-01" })).toBe(
      noticeTooShortMessage("2026-12-16"),
    );
    expect(effectiveDateProblem("terms", "2026-12-16", { publish: true, today: "2026-12-01" })).toBeNull();
    expect(effectiveDateProblem("terms", "2026-12-01", { publish: false, today: "2026-12-01" })).toBe(
      noticeTooShortMessage("2026-12-16"),
    );
    expect(effectiveDateProblem("privacy", "2026-12-01", { publish: true, today: "2026-12-01" })).toBeNull();
    expect(effectiveDateProblem("affiliate", "2026-12-01", { publish: true, today: "2026-12-01" })).toBeNull();
    // A day before today stays "no retroactive versions", the earlier rule's own message.
    expect(effectiveDateProblem("terms", "2026-11-30", { publish: true, today: "2026-12-01" })).toMatch(
      /^Nowa wersja nie może obowiązywać wstecz/,
    );
  });

  it("counts whole calendar days across a month, a year, a leap day and both DST changes", () => {
    expect(daysAfter("2026-12-20", 14)).toBe("2027-01-03");
    expect(daysAfter("2028-02-20", 14)).toBe("2028-03-05");
    expect(daysAfter("2027-03-20", 14)).toBe("2027-04-03"); // clocks go forward on 28 March 2027
    expect(daysAfter("2027-10-25", 14)).toBe("2027-11-08"); // and back on 31 October 2027
  });

  it("takes the day of publication in Warsaw, around its midnight, in winter and in summer", () => {
    // Winter (UTC+1): 23:30 UTC on 30 November is already 1 December in Warsaw.
    expect(earliestEffectiveDay("terms", warsawDay(new Date("2026-11-30T22:59:59Z")))).toBe("2026-12-15");
    expect(earliestEffectiveDay("terms", warsawDay(new Date("2026-11-30T23:00:00Z")))).toBe("2026-12-16");
    // Summer (UTC+2).
    expect(earliestEffectiveDay("terms", warsawDay(new Date("2027-07-01T21:59:59Z")))).toBe("2027-07-16");
    expect(earliestEffectiveDay("terms", warsawDay(new Date("2027-07-01T22:00:00Z")))).toBe("2027-07-17");
    // The night the clocks go forward (28 March 2027, 02:00 → 03:00) and back (31 October 2027, 03:00 → 02:00).
    expect(warsawDay(new Date("2027-03-27T22:59:59Z"))).toBe("2027-03-27");
    expect(earliestEffectiveDay("terms", warsawDay(new Date("2027-03-27T23:00:00Z")))).toBe("2027-04-12");
    expect(warsawDay(new Date("2027-10-30T21:59:59Z"))).toBe("2027-10-30");
    expect(earliestEffectiveDay("terms", warsawDay(new Date("2027-10-30T22:00:00Z")))).toBe("2027-11-15");
  });

  it("is part of the editor's form, for a draft and a publication alike", () => {
    const schema = documentVersionSchema("terms", "2026-12-01");
    expect(validateForm(form("2026-12-15"), schema)).toMatchObject({
      ok: false,
      fieldErrors: { effectiveFrom: noticeTooShortMessage("2026-12-16") },
    });
    expect(validateForm(form("2026-12-15", "save-draft"), schema)).toMatchObject({ ok: false });
    expect(validateForm(form("", "save-draft"), schema)).toMatchObject({ ok: true });
    expect(validateForm(form("2026-12-16"), schema)).toMatchObject({ ok: true });
  });

  it("is checked alone at publication (a draft's day may have been fine when it was saved)", () => {
    expect(noticeProblem("terms", "2026-12-16", "2026-12-01")).toBeNull();
    expect(noticeProblem("terms", "2026-12-16", "2026-12-02")).toBe(noticeTooShortMessage("2026-12-17"));
    expect(noticeProblem("privacy", "2026-12-02", "2026-12-02")).toBeNull();
  });
});

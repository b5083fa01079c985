import { describe, expect, it } from "vitest";
import { versionTimeline } from "./effective-version";
import { archiveEntries, dayBefore } from "./version-archive";

const v = (number: number, effectiveFrom: string) => ({ number, effectiveFrom, summary: "" });

describe("the version in force (ADR 172)", () => {
  const v1 = v(1, "2025-07-13");
  const v2 = v(2, "2026-11-30");
  const v3 = v(3, "2026-12-15");

  it("is the latest published version whose day has come; the next one is announced", () => {
    expect(versionTimeline([v1, v2, v3], "2026-11-29")).toEqual({ inForce: v1, upcoming: v2, others: [v3] });
    expect(versionTimeline([v1, v2, v3], "2026-11-30")).toEqual({ inForce: v2, upcoming: v3, others: [v1] });
    expect(versionTimeline([v1, v2, v3], "2026-12-15")).toEqual({ inForce: v3, upcoming: null, others: [v2, v1] });
  });

  it("takes the date, not the number: a version published later for an earlier day applies until the scheduled one", () => {
    const scheduled = v(2, "2027-01-01");
    const fix = v(3, "2026-12-01");
    expect(versionTimeline([v1, scheduled, fix], "2026-12-01").inForce).toBe(fix);
    expect(versionTimeline([v1, scheduled, fix], "2026-12-01").upcoming).toBe(scheduled);
    expect(versionTimeline([v1, scheduled, fix], "2027-01-01").inForce).toBe(scheduled);
  });

  it("of two versions for one day, the one published later wins (as announcement and in force)", () => {
    const a = v(2, "2026-12-15");
    const b = v(3, "2026-12-15");
    expect(versionTimeline([v1, a, b], "2026-12-14").upcoming).toBe(b);
    expect(versionTimeline([v1, a, b], "2026-12-15").inForce).toBe(b);
  });

  it("has none before the first version's day", () => {
    expect(versionTimeline([v(1, "2030-01-01")], "2026-11-30")).toMatchObject({ inForce: null, upcoming: { number: 1 } });
    expect(versionTimeline([], "2026-11-30")).toEqual({ inForce: null, upcoming: null, others: [] });
  });
});

describe("the older versions' list", () => {
  it("says from which day to which day each applied, newest first, without the one in force or future ones", () => {
    const heads = [v(1, "2025-07-13"), v(2, "2026-03-01"), v(3, "2026-11-30"), v(4, "2027-01-01")];
    expect(archiveEntries(heads, "2026-11-30")).toEqual([
      { ...heads[1], lastDay: "2026-11-29" },
      { ...heads[0], lastDay: "2026-02-28" },
    ]);
  });

  it("marks a version replaced on its own first day as never applied", () => {
    const heads = [v(1, "2025-07-13"), v(2, "2026-11-30"), v(3, "2026-11-30")];
    expect(archiveEntries(heads, "2026-11-30")).toEqual([
      { ...heads[1], lastDay: null },
      { ...heads[0], lastDay: "2026-11-29" },
    ]);
  });

  it("counts days across months and leap years", () => {
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });
});

import { describe, expect, it } from "vitest";
import { validateForm } from "~/utils/form";
import { bodyProblem, DOCUMENT_MESSAGES, documentVersionSchema, effectiveDateProblem, isDay, SUMMARY_MAX } from "./document-rules";
import { FIRST_VERSIONS } from "./seed-texts";
import { factsFor } from "./document-facts";
import { RETENTION } from "../legal/retention";

const TODAY = "2026-11-30";
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ intent: "publish", body: "## A\n\nTekst.", summary: "", effectiveFrom: TODAY, basedOn: "1", expectedUpdatedAt: "", ...fields })) data.set(k, v);
  return data;
};

describe("a new version's rules (ADR 172)", () => {
  it("accepts the shipped texts as they are", () => {
    for (const [key, body] of Object.entries(FIRST_VERSIONS)) expect(bodyProblem(key as keyof typeof FIRST_VERSIONS, body), key).toBeNull();
  });

  it("refuses an empty or invisible body and one over 100 000 characters", () => {
    expect(bodyProblem("terms", "")).toBe(DOCUMENT_MESSAGES.bodyRequired);
    expect(bodyProblem("terms", " \n\u200B ")).toBe(DOCUMENT_MESSAGES.bodyRequired);
    expect(bodyProblem("terms", "a".repeat(100_000))).toBeNull();
    expect(bodyProblem("terms", "a".repeat(100_001))).toBe(DOCUMENT_MESSAGES.bodyTooLong);
  });

  it("knows the facts the code owns and keeps the retention periods in the privacy policy", () => {
    expect(bodyProblem("terms", "Od {{obowiazuje-od}} i {{ okres-dane-techniczne }}")).toBeNull();
    // ADR 197: the moderated reviews' period may be stated; the published v1 (above) need not.
    expect(bodyProblem("privacy", `${FIRST_VERSIONS.privacy}\n\n- **Opinie po decyzji moderatora** – {{okres-opinie-po-moderacji}}.`)).toBeNull();
    expect(factsFor(null)["okres-opinie-po-moderacji"]).toBe(RETENTION.moderatedReviews);
    expect(bodyProblem("terms", "{{okres-na-zawsze}}")).toBe("Nieznany znacznik {{okres-na-zawsze}}. Użyj jednego z wymienionych pod polem treści.");
    const privacy = FIRST_VERSIONS.privacy.replace(/\{\{okres-dane-kontaktowe\}\}/g, "do 3 lat");
    expect(bodyProblem("privacy", privacy)).toBe(
      "Polityka prywatności musi podawać okresy przechowywania z kodu serwisu: przywróć znacznik {{okres-dane-kontaktowe}}.",
    );
    expect(bodyProblem("affiliate", "Bez okresów.")).toBeNull();
  });

  it("refuses two headings with one anchor, and the page's own 'Spis treści' anchor", () => {
    expect(bodyProblem("terms", "## Jeden {#a}\n\n## Dwa {#a}")).toBe("Dwa nagłówki mają ten sam identyfikator #a: zmień jeden z nich.");
    expect(bodyProblem("terms", "## Definicje\n\n## Inne {#definicje}")).toBe("Dwa nagłówki mają ten sam identyfikator #definicje: zmień jeden z nich.");
    expect(bodyProblem("terms", "## Spis {#spis-tresci}")).toBe("Identyfikator #spis-tresci ma już element strony serwisu: wybierz inny.");
    // The page's own ids (the skip link's target, the menu, the logo): a heading may not take them (hostile review, session 33).
    for (const id of ["main", "tresc", "vp-logo", "mobile-menu"]) expect(bodyProblem("terms", `## Test {#${id}}`)).toBe(`Identyfikator #${id} ma już element strony serwisu: wybierz inny.`);
    expect(bodyProblem("terms", "## A {#x}\n\n## B {#x}")).toBe("Dwa nagłówki mają ten sam identyfikator #x: zmień jeden z nich.");
  });

  it("takes 'obowiązuje od' from today (Warsaw) to two years ahead; publishing needs it, a draft may wait", () => {
    // The privacy policy: no notice period (ADR 198), so today is its earliest day.
    expect(effectiveDateProblem("privacy", TODAY, { publish: true, today: TODAY })).toBeNull();
    expect(effectiveDateProblem("privacy", "2026-11-29", { publish: true, today: TODAY })).toBe(DOCUMENT_MESSAGES.datePast);
    expect(effectiveDateProblem("privacy", "2028-11-30", { publish: true, today: TODAY })).toBeNull();
    expect(effectiveDateProblem("privacy", "2028-12-01", { publish: true, today: TODAY })).toBe(DOCUMENT_MESSAGES.dateTooFar);
    expect(effectiveDateProblem("privacy", "", { publish: true, today: TODAY })).toBe(DOCUMENT_MESSAGES.dateRequired);
    expect(effectiveDateProblem("privacy", "", { publish: false, today: TODAY })).toBeNull();
    for (const bad of ["2026-02-30", "30.11.2026", "2026-13-01", "99999-01-01", "2026-1-5"]) {
      expect(effectiveDateProblem("privacy", bad, { publish: false, today: TODAY }), bad).toBe(DOCUMENT_MESSAGES.dateInvalid);
    }
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2027-02-29")).toBe(false);
  });

  it("checks the whole form: body, summary length, date, the version it was based on", () => {
    const schema = documentVersionSchema("terms", TODAY);
    const parsed = validateForm(form({ body: "Tekst\r\nz CRLF", summary: "  Nowy §9.  ", effectiveFrom: "2026-12-16" }), schema);
    expect(parsed).toMatchObject({ ok: true, data: { body: "Tekst\nz CRLF", summary: "Nowy §9.", effectiveFrom: "2026-12-16", basedOn: 1, expectedUpdatedAt: null } });
    const refused = validateForm(form({ body: "", summary: "x".repeat(SUMMARY_MAX + 1), effectiveFrom: "2020-01-01" }), schema);
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { body: DOCUMENT_MESSAGES.bodyRequired, summary: DOCUMENT_MESSAGES.summaryTooLong, effectiveFrom: DOCUMENT_MESSAGES.datePast },
    });
    expect(validateForm(form({ basedOn: "-1" }), schema)).toMatchObject({ ok: false });
    expect(validateForm(form({ intent: "delete" }), schema)).toMatchObject({ ok: false });
  });
});

// ADR 171: one tag rule for the product form, the CSV import and the Tagi screen's rename.
import { describe, expect, it } from "vitest";
import { BAD_FORM_MESSAGE, validateForm } from "~/utils/form";
import { ProductFormSchema } from "./product-form-schema";
import { TAG_SAME_NAME, TagRenameSchema, TagRemoveSchema, TagsActionSchema } from "./tag-admin";
import { TAG_MESSAGES } from "./tag-messages";
import { cleanTag, MAX_TAG_LENGTH, normalizeTag, normalizeTags, TAG_NAME_REQUIRED, TAG_TOO_LONG_MESSAGE, tagFits, TagNameSchema } from "./tag-rules";

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const one of [v].flat()) data.append(k, one);
  return data;
}
const rename = (over: Record<string, string> = {}) => validateForm(form({ intent: "rename", tag: "sluchawki", count: "3", name: "słuchawki", merge: "", ...over }), TagRenameSchema);

describe("a tag as stored", () => {
  it("is one line: runs of spaces, tabs and line breaks are one space, invisible characters go, ends trimmed", () => {
    expect(cleanTag("  słuchawki \t bezprzewodowe\n")).toBe("słuchawki bezprzewodowe");
    expect(cleanTag("led\u200b lampa")).toBe("led lampa");
    expect(cleanTag("\u200b \u200b")).toBe("");
    expect(normalizeTag(" a\r\nb ")).toBe("a b"); // the CSV's `tagi` cell splits at line breaks
  });

  it("fits when its cleaned text has at most 40 characters, Polish letters and emoji counted once", () => {
    expect(tagFits("ż".repeat(MAX_TAG_LENGTH))).toBe(true);
    expect(tagFits(` ${"x".repeat(MAX_TAG_LENGTH)}  `)).toBe(true);
    expect(tagFits("x".repeat(MAX_TAG_LENGTH + 1))).toBe(false);
    expect(tagFits(`${"x".repeat(20)}     ${"y".repeat(19)}`)).toBe(true); // the spaces fold into one
  });

  it("keeps one spelling per product regardless of case, in order", () => {
    expect(normalizeTags([" Prezent", "prezent", "", "kuchnia  domowa", "PREZENT"])).toEqual(["Prezent", "kuchnia domowa"]);
  });

  it("is read the same by the product form and by the rename (one rule, not two)", () => {
    const typed = "  Słuchawki \n  ANC ";
    const product = validateForm(form({ title: "Słuchawki", description: "Opis", categoryCode: "EL", tags: typed }), ProductFormSchema);
    const renamed = rename({ name: typed });
    expect(product.ok && product.data.tags).toEqual(["Słuchawki ANC"]);
    expect(renamed.ok && renamed.data.name).toBe("Słuchawki ANC");
    const long = "x".repeat(MAX_TAG_LENGTH + 1);
    const productLong = validateForm(form({ title: "T", description: "Opis", categoryCode: "EL", tags: long }), ProductFormSchema);
    expect(!productLong.ok && productLong.fieldErrors.tags).toBe(TAG_TOO_LONG_MESSAGE);
    expect(!rename({ name: long }).ok && (rename({ name: long }) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(TAG_TOO_LONG_MESSAGE);
  });
});

describe("the Tagi screen's forms", () => {
  it("require a new name, refuse one too long or the same as now, each in Polish on the field", () => {
    const errorOf = (name: string) => {
      const result = rename({ name });
      return result.ok ? null : result.fieldErrors.name;
    };
    expect(errorOf("")).toBe(TAG_NAME_REQUIRED);
    expect(errorOf(" \u200b ")).toBe(TAG_NAME_REQUIRED);
    expect(errorOf("x".repeat(41))).toBe(TAG_TOO_LONG_MESSAGE);
    expect(errorOf(" sluchawki ")).toBe(TAG_SAME_NAME); // the same tag once cleaned
    expect(errorOf("Sluchawki")).toBeNull(); // another case is a real change (a rename, or a merge)
    expect(TagNameSchema.safeParse(" Kuchnia  ").data).toBe("Kuchnia");
  });

  it("refuse a tampered form: no tag, a count that is not a number, an unknown intent", () => {
    const tampered: Record<string, string>[] = [{ tag: "" }, { count: "trzy" }, { count: "-1" }, { count: "" }];
    for (const over of tampered) {
      const result = rename(over);
      expect(result.ok).toBe(false);
      expect(!result.ok && Object.values(result.fieldErrors)).toContain(BAD_FORM_MESSAGE);
    }
    expect(validateForm(form({ intent: "remove", tag: "led", count: "2" }), TagRemoveSchema)).toMatchObject({ ok: true, data: { tag: "led", count: 2 } });
    expect(validateForm(form({ intent: "scal", tag: "led", count: "2" }), TagsActionSchema).ok).toBe(false);
  });

  it("ask before a merge in Polish, with the locative plural: 1 produkcie, 2 and 5 produktach", () => {
    expect(TAG_MESSAGES.mergeQuestion("słuchawki", 1)).toBe("Tag „słuchawki” jest już przy 1 produkcie — zmiana połączy oba tagi.");
    expect(TAG_MESSAGES.mergeQuestion("słuchawki", 2)).toBe("Tag „słuchawki” jest już przy 2 produktach — zmiana połączy oba tagi.");
    expect(TAG_MESSAGES.mergeQuestion("słuchawki", 5)).toBe("Tag „słuchawki” jest już przy 5 produktach — zmiana połączy oba tagi.");
  });
});

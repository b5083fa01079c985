import { describe, expect, it } from "vitest";
import { fileKey, planUpload } from "./upload-plan";

const file = (name: string, size = 100, type = "image/png") => ({ name, size, lastModified: 1, type });
const isAccepted = (type: string) => type === "image/png";

describe("planUpload (the upload widget's limit and duplicates)", () => {
  it("sends as many as there are places and counts the rest as over the limit (six chosen, five places)", () => {
    const files = ["1", "2", "3", "4", "5", "6"].map((n) => file(`${n}.png`));
    const plan = planUpload(files, { remaining: 5, taken: new Set(), isAccepted });
    expect(plan.accepted.map((f) => f.name)).toEqual(["1.png", "2.png", "3.png", "4.png", "5.png"]);
    expect(plan.overLimit).toBe(1);
    expect(plan.duplicates).toEqual([]);
  });

  it("refuses a file the widget already has, and the same file twice in one choice", () => {
    const a = file("a.png");
    const plan = planUpload([a, file("b.png"), file("b.png")], { remaining: 5, taken: new Set([fileKey(a)]), isAccepted });
    expect(plan.accepted.map((f) => f.name)).toEqual(["b.png"]);
    expect(plan.duplicates).toEqual(["a.png", "b.png"]);
    // Another file of the same name (another size) is another image.
    expect(planUpload([file("a.png", 200)], { remaining: 5, taken: new Set([fileKey(a)]), isAccepted }).accepted).toHaveLength(1);
  });

  it("counts files of other types apart; duplicates take no place", () => {
    const a = file("a.png");
    const plan = planUpload([file("x.gif", 1, "image/gif"), a, file("c.png")], { remaining: 1, taken: new Set([fileKey(a)]), isAccepted });
    expect(plan).toEqual({ accepted: [file("c.png")], invalid: ["x.gif"], duplicates: ["a.png"], overLimit: 0 });
  });
});

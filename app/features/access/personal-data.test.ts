import { describe, expect, it } from "vitest";
import { hasScriptedCookie, personalDataScript, PERSONAL_DATA_ID } from "./personal-data";

describe("personal data block (ADR 114)", () => {
  it("is a JSON data block whose text can never close the element", () => {
    const script = personalDataScript({ user: { id: "u", email: "a@b.pl", name: "</script><script>alert(1)//", permissions: [] } });
    expect(script.startsWith(`<script type="application/json" id="${PERSONAL_DATA_ID}">`)).toBe(true);
    expect(script.match(/<\/script>/gi)).toHaveLength(1);
    const json = script.slice(script.indexOf(">") + 1, -"</script>".length);
    expect(JSON.parse(json).user.name).toBe("</script><script>alert(1)//");
  });

  it("knows a browser that ran the site's JavaScript by its cookie only", () => {
    expect(hasScriptedCookie("vp.session_token=x; vp_js=1")).toBe(true);
    expect(hasScriptedCookie("vp_js=1")).toBe(true);
    for (const header of [null, "", "vp.session_token=x", "vp_js=0", "xvp_js=1", "vp_js=11"]) expect(hasScriptedCookie(header), String(header)).toBe(false);
  });
});

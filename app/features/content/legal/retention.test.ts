import { describe, expect, it } from "vitest";
import { SCRIPTED_COOKIE } from "~/features/access/personal-data";
import { DEVICE_COOKIE } from "~/features/accounts/device-proof.server";
import { THEME_COOKIE } from "~/utils/theme";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { COOKIES } from "./retention";

// The cookie policy lists every cookie the site sets (a review found vp_theme and vp.toast missing
// while the policy said a visitor gets none).
describe("the cookie policy's list", () => {
  it("names every cookie the site's own code sets", () => {
    const listed = COOKIES.map((c) => c.name);
    expect(listed).toEqual(expect.arrayContaining([THEME_COOKIE, TOAST_COOKIE_NAME, SCRIPTED_COOKIE, DEVICE_COOKIE, "vp.session_token", "vp.dont_remember", "vp.two_factor", "vp.trust_device"]));
  });
});

// ADR 201: the privacy policy's periods are the numbers the code applies.
describe("the retention periods the policy states", () => {
  it("are the code's own numbers", async () => {
    const { RETENTION, TECHNICAL_DATA_MONTHS, VIEW_HASH_HOURS } = await import("./retention");
    const { VIEW_RETENTION_HOURS } = await import("~/features/catalog/views.server");
    expect(RETENTION.technical).toBe(`do ${TECHNICAL_DATA_MONTHS} miesięcy`);
    expect(RETENTION.viewHashes).toBe(`${VIEW_HASH_HOURS} godziny`);
    expect(VIEW_RETENTION_HOURS).toBe(VIEW_HASH_HOURS);
  });
});

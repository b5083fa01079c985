import { describe, expect, it } from "vitest";
import { isCurrentRendering, POST_RENDER_VERSION } from "./post-render-version";

describe("isCurrentRendering (ADR 192)", () => {
  it("serves a rendering by this renderer or a newer one", () => {
    expect(isCurrentRendering({ html: "<p>x</p>", version: POST_RENDER_VERSION })).toBe(true);
    expect(isCurrentRendering({ html: "<p>x</p>", version: POST_RENDER_VERSION + 1 })).toBe(true);
  });

  it("renders again one by an older renderer, a row from before the version column (0), or none", () => {
    expect(isCurrentRendering({ html: "<p>x</p>", version: POST_RENDER_VERSION - 1 })).toBe(false);
    expect(isCurrentRendering({ html: "<p>x</p>", version: 0 })).toBe(false);
    expect(isCurrentRendering({ html: null, version: POST_RENDER_VERSION })).toBe(false);
  });
});

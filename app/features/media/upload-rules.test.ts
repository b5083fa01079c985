import { describe, expect, it } from "vitest";
import { isAcceptedType, limitReachedMessage, remainingMessage } from "./upload-rules";
import { fitInside } from "./client-image";

describe("upload messages (admin §8) with Polish plurals", () => {
  it("says how many images may still be sent", () => {
    expect(remainingMessage(1)).toBe("Możesz przesłać jeszcze 1 obraz");
    expect(remainingMessage(2)).toBe("Możesz przesłać jeszcze 2 obrazy");
    expect(remainingMessage(4)).toBe("Możesz przesłać jeszcze 4 obrazy");
    expect(remainingMessage(5)).toBe("Możesz przesłać jeszcze 5 obrazów");
  });
  it("names the limit", () => {
    expect(limitReachedMessage(5)).toBe("Osiągnięto limit 5 obrazów. Usuń istniejący obraz, aby dodać nowy.");
    expect(limitReachedMessage(1)).toBe("Osiągnięto limit 1 obrazu. Usuń istniejący obraz, aby dodać nowy.");
  });
  it("accepts only JPEG, PNG and WebP", () => {
    expect(["image/jpeg", "image/png", "image/webp"].every(isAcceptedType)).toBe(true);
    expect(isAcceptedType("image/gif")).toBe(false);
    expect(isAcceptedType("text/plain")).toBe(false);
  });
});

describe("browser pre-resize bounds (admin §5)", () => {
  it("fits 1920×1080 keeping the ratio and never enlarges", () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(fitInside(3840, 1080)).toEqual({ width: 1920, height: 540 });
    expect(fitInside(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

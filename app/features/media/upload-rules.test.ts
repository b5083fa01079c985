import { describe, expect, it } from "vitest";
import { batchFailureMessage, isAcceptedType, isImageAddress, limitReachedMessage, remainingMessage, TOO_LARGE_MESSAGE, uploadFailureReason } from "./upload-rules";
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

describe("upload failure messages (admin §5, §8)", () => {
  it("names the server's reason, the size limit for a bare 413, else 'Nieznany błąd'", () => {
    expect(uploadFailureReason(415, "Nieobsługiwany format obrazu.")).toBe("Nieobsługiwany format obrazu.");
    expect(uploadFailureReason(413, undefined)).toBe(TOO_LARGE_MESSAGE);
    expect(uploadFailureReason(502, undefined)).toBe("Nieznany błąd");
  });
  it("the featured image, a whole failed batch and a partly failed one each have their alert", () => {
    expect(batchFailureMessage({ maxFiles: 1, attempted: 1, reasons: ["Nieznany błąd"] })).toBe("Błąd przesyłania obrazu: Nieznany błąd");
    expect(batchFailureMessage({ maxFiles: 5, attempted: 2, reasons: ["Błąd sieci", "Błąd sieci"] })).toBe("Błąd przesyłania obrazów: Błąd sieci");
    expect(batchFailureMessage({ maxFiles: 5, attempted: 3, reasons: ["Błąd sieci"] })).toBe("Niektóre obrazy nie zostały przesłane pomyślnie");
    expect(batchFailureMessage({ maxFiles: 5, attempted: 3, reasons: [] })).toBeNull();
  });
});

describe("isImageAddress (what an image field may store)", () => {
  it("takes our uploaded files and https addresses, nothing else", () => {
    for (const ok of ["/uploads/products/lampka-1795793098958-a1b2c3d4.webp", "/uploads/demo/kubek.webp", "https://cdn.example.com/a.webp"]) expect(isImageAddress(ok)).toBe(true);
    for (const bad of ["/uploads/../../etc/passwd", "/uploads/products/../../x.webp", "/uploads//x.webp", "/uploads/secret/x.webp", "/etc/passwd", "http://example.com/a.webp", "https://", "https://localhost/a.webp", "javascript:alert(1)"]) {
      expect(isImageAddress(bad)).toBe(false);
    }
  });
});

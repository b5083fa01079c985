import { describe, expect, it } from "vitest";
import { withToast, type ToastMessage } from "./toaster";

const saved: ToastMessage = { id: 1, type: "success", message: "Wpis został zapisany." };

describe("withToast", () => {
  it("adds a new message last", () => {
    const other: ToastMessage = { id: 2, type: "error", message: "Wystąpił błąd." };
    expect(withToast([saved], other)).toEqual([saved, other]);
  });

  it("replaces the same message on screen instead of stacking a second one", () => {
    const again = { ...saved, id: 3 };
    expect(withToast([saved], again)).toEqual([again]);
  });

  it("keeps the same words of another kind", () => {
    const info: ToastMessage = { id: 4, type: "info", message: saved.message };
    expect(withToast([saved], info)).toEqual([saved, info]);
  });
});

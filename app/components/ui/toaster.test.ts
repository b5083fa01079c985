import { describe, expect, it } from "vitest";
import { MAX_ERROR_TOASTS, withToast, type ToastMessage } from "./toaster";

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

  it("keeps only the newest errors (they stay until closed), and every success beside them", () => {
    let list: ToastMessage[] = [saved];
    for (let i = 0; i < 12; i++) list = withToast(list, { id: 10 + i, type: "error", message: `Błąd ${i}` });
    expect(list.filter((t) => t.type === "error").map((t) => t.message)).toEqual(["Błąd 9", "Błąd 10", "Błąd 11"].slice(-MAX_ERROR_TOASTS));
    expect(list[0]).toEqual(saved);
  });

  it("keeps the same words of another kind", () => {
    const info: ToastMessage = { id: 4, type: "info", message: saved.message };
    expect(withToast([saved], info)).toEqual([saved, info]);
  });
});

import { afterEach, vi } from "vitest";

// STYLE: a test that logs an error has found a bug, even when its assertions pass.
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(" ")).join("\n")}`);
});

import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { describeError, isForErrorPanel, isRouterRefusal } from "./error-boundary";

// What React Router itself throws for a POST to a page without an action (its text is English).
const routerRefusal = new ErrorResponseImpl(405, "Method Not Allowed", new Error('You made a POST request to "/produkty" but did not provide an `action`'), true);

describe("describeError", () => {
  it("shows a thrown response's own Polish text", () => {
    const thrown = new ErrorResponseImpl(409, "", "Kod jest już zajęty");
    expect(describeError(thrown)).toEqual({ status: 409, title: "Wystąpił błąd", message: "Kod jest już zajęty" });
    expect(isRouterRefusal(thrown)).toBe(false);
  });

  it("never shows React Router's own English text, and tells its refusals apart", () => {
    expect(describeError(routerRefusal)).toEqual({ status: 405, title: "Wystąpił błąd", message: "Nie udało się wykonać tej operacji." });
    expect(isRouterRefusal(routerRefusal)).toBe(true);
    expect(isRouterRefusal(new ErrorResponseImpl(404, "Not Found", new Error("No route matches URL"), true))).toBe(false);
    expect(isRouterRefusal(new Error("boom"))).toBe(false);
    expect(isRouterRefusal(data("x", { status: 405 }))).toBe(false);
  });

  it("hides a 500's text", () => {
    expect(describeError(new ErrorResponseImpl(500, "", "stack trace")).message).not.toContain("stack");
  });

  it("says a page that could not be fetched at all is a lost connection, and leaves it to the panel", () => {
    const offline = { status: 503, title: "Brak połączenia", message: "Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie." };
    expect(describeError(new TypeError("Failed to fetch"))).toEqual(offline);
    expect(describeError(new Error("Unable to decode turbo-stream response"))).toEqual(offline);
    expect(isForErrorPanel(new TypeError("Failed to fetch"))).toBe(true);
    expect(isForErrorPanel(routerRefusal)).toBe(true);
    expect(isForErrorPanel(new Error("boom"))).toBe(false);
    expect(describeError(new Error("boom")).title).toBe("Wystąpił błąd");
  });
});

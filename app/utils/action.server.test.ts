import { describe, expect, it, vi } from "vitest";
import { redirect } from "react-router";
import { z } from "zod";
import { invalid, parseForm, runAction, SERVER_ERROR_MESSAGE, UserError } from "./action.server";
import { formCheckbox, formText, FORM_HAS_ERRORS, validateForm } from "./form";
import { logger } from "./logger.server";

const Schema = z.object({
  title: formText.pipe(z.string().trim().min(1, "Podaj tytuł")),
  price: z.coerce.number({ message: "Podaj cenę" }).min(0, "Cena nie może być ujemna"),
  tags: z.preprocess((v) => [v ?? []].flat(), z.array(z.string())),
  isTrending: formCheckbox,
});

const post = (fields: [string, string][]) => new Request("http://localhost/x", { method: "POST", body: new URLSearchParams(fields) });

type Unwrapped = { data: unknown; init: ResponseInit | null };

describe("parseForm", () => {
  it("returns typed data; repeated names become arrays, ticked checkboxes true", async () => {
    const result = await parseForm(post([["title", " Lampa "], ["price", "19.99"], ["tags", "a"], ["tags", "b"], ["isTrending", "on"]]), Schema);
    expect(result).toEqual({ ok: true, data: { title: "Lampa", price: 19.99, tags: ["a", "b"], isTrending: true } });
  });

  it("reports the first Polish message of every bad field", async () => {
    const result = await parseForm(post([["title", "  "], ["price", "-1"]]), Schema);
    expect(result).toEqual({ ok: false, message: FORM_HAS_ERRORS, fieldErrors: { title: "Podaj tytuł", price: "Cena nie może być ujemna" } });
  });

  it("can put the first failing check in the message box (one-message forms)", () => {
    const form = new FormData();
    form.set("price", "-1");
    expect(validateForm(form, Schema, { message: "first" })).toMatchObject({ ok: false, message: "Podaj tytuł" });
  });

  it("answers a body that is not a form with a Polish message, not an exception", async () => {
    const bad = new Request("http://localhost/x", { method: "POST", body: "{", headers: { "content-type": "application/json" } });
    expect(await parseForm(bad, Schema)).toEqual({ ok: false, message: "Nieprawidłowe dane formularza.", fieldErrors: {} });
  });
});

describe("runAction", () => {
  const request = new Request("http://localhost/admin/produkty", { method: "POST" });

  it("passes the body's answer through", async () => {
    expect(await runAction(request, async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it("lets redirects and thrown responses through", async () => {
    await expect(runAction(request, async () => { throw redirect("/admin"); })).rejects.toBeInstanceOf(Response);
    const thrown = invalid({ message: "x" }, 403);
    await expect(runAction(request, async () => { throw thrown; })).rejects.toBe(thrown);
  });

  it("turns a UserError into its status, message and field errors", async () => {
    const result = (await runAction(request, async () => {
      throw new UserError("Kod jest już zajęty", 409, { code: "Kod jest już zajęty" });
    })) as unknown as Unwrapped;
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ ok: false, message: "Kod jest już zajęty", fieldErrors: { code: "Kod jest już zajęty" } });
  });

  it("logs anything else once and answers a Polish 500 without details", async () => {
    const spy = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const result = (await runAction(request, async () => {
      throw new Error("connection reset: secret detail");
    })) as unknown as Unwrapped;
    expect(result.init?.status).toBe(500);
    expect(result.data).toEqual({ ok: false, message: SERVER_ERROR_MESSAGE, fieldErrors: {} });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({ path: "/admin/produkty" });
    spy.mockRestore();
  });
});

import { describe, expect, it } from "vitest";
import { invalid, ok } from "./action.server";
import { isScriptedSubmission, redirectPlainPostOnSuccess } from "./plain-post.server";
import { readToast } from "./toast.server";

const post = (path: string) => new Request(`http://localhost${path}`, { method: "POST" });

describe("redirectPlainPostOnSuccess (ADR 150: post/redirect/get without JavaScript)", () => {
  it("tells a scripted submission (single-fetch .data) from a plain form post", () => {
    expect(isScriptedSubmission(post("/admin/role.data"))).toBe(true);
    expect(isScriptedSubmission(post("/admin/role"))).toBe(false);
  });

  it("answers a plain post's success with a 303 to the same page, the message in the flash toast", async () => {
    const answer = await redirectPlainPostOnSuccess(post("/admin/kody?strona=2"), ok("Rola została utworzona."));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/kody?strona=2");
    const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
    const { toast } = await readToast(new Request("http://localhost/admin/kody", { headers: { cookie } }));
    expect(toast).toEqual({ type: "success", message: "Rola została utworzona." });
  });

  it("redirects without a toast when the success has no message, and cuts a long one to the toast's limit", async () => {
    const bare = (await redirectPlainPostOnSuccess(post("/admin/blog"), ok())) as Response;
    expect([bare.status, bare.headers.get("Location"), bare.headers.getSetCookie()]).toEqual([303, "/admin/blog", []]);
    const long = (await redirectPlainPostOnSuccess(post("/admin/blog"), ok("ą".repeat(400)))) as Response;
    const { toast } = await readToast(new Request("http://localhost/", { headers: { cookie: long.headers.getSetCookie()[0]!.split(";")[0]! } }));
    expect(toast?.message).toBe("ą".repeat(300));
  });

  it("keeps scripted answers, failures and anything else as they are", async () => {
    const success = ok("Zapisano.");
    expect(await redirectPlainPostOnSuccess(post("/admin/role.data"), success)).toBe(success);
    const failure = invalid({ message: "Rola o tej nazwie już istnieje." }, 409);
    expect(await redirectPlainPostOnSuccess(post("/admin/role"), failure)).toBe(failure);
    const created = ok("Utworzono.", undefined, { status: 201 });
    expect(await redirectPlainPostOnSuccess(post("/admin/role"), created)).toBe(created);
    const plain = { ok: true };
    expect(await redirectPlainPostOnSuccess(post("/admin/role"), plain)).toBe(plain);
  });
});

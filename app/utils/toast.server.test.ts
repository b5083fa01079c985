import { describe, expect, it } from "vitest";
import { readToast, redirectWithToast, TOAST_COOKIE_NAME } from "./toast.server";

const cookieFrom = (response: Response) => response.headers.getSetCookie()[0]!.split(";")[0]!;

describe("flash toasts", () => {
  it("carries a toast through a redirect in an httpOnly vp.* cookie and shows it once", async () => {
    const response = await redirectWithToast("/admin/produkty", { message: "Produkt zapisany." });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/produkty");
    const setCookie = response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(new RegExp(`^${TOAST_COOKIE_NAME.replace(".", "\\.")}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const next = new Request("http://localhost/admin/produkty", { headers: { cookie: cookieFrom(response) } });
    const { toast, headers } = await readToast(next);
    expect(toast).toEqual({ type: "success", message: "Produkt zapisany." });
    expect(headers.getSetCookie()[0]).toMatch(/^vp\.toast=;.*Max-Age=0/i);
  });

  it("reads nothing (and sets nothing) without the cookie", async () => {
    const { toast, headers } = await readToast(new Request("http://localhost/", { headers: { cookie: "other=1" } }));
    expect(toast).toBeNull();
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("drops a well-formed but unsigned toast cookie (planted by someone else)", async () => {
    const planted = `${TOAST_COOKIE_NAME}=${Buffer.from(JSON.stringify({ type: "error", message: "Zadzwoń pod 000 000 000" })).toString("base64")}`;
    const { toast } = await readToast(new Request("http://localhost/", { headers: { cookie: planted } }));
    expect(toast).toBeNull();
  });

  it("drops a forged or malformed toast cookie instead of showing it", async () => {
    const forged = `${TOAST_COOKIE_NAME}=${Buffer.from(JSON.stringify({ type: "evil", message: "" })).toString("base64")}`;
    const { toast, headers } = await readToast(new Request("http://localhost/", { headers: { cookie: forged } }));
    expect(toast).toBeNull();
    expect(headers.getSetCookie()[0]).toMatch(/Max-Age=0/i);
  });
});

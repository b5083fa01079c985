import { data, type MiddlewareFunction } from "react-router";
import { BAD_FORM_MESSAGE } from "~/utils/form";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const BODYLESS = /^\/produkt\/[^/]+\/wyswietlenie$/; // use-view-beacon.ts posts nothing

/**
 * Every page action reads `request.formData()`. A body of another type, or text with a NUL
 * character (which PostgreSQL refuses), would otherwise surface as a 500: answer 4xx instead and
 * change nothing. Better Auth's JSON endpoints under /api/ are left to Better Auth.
 */
export const formGuardMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  if (new URL(request.url).pathname.startsWith("/api/")) return next();
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  // An empty body has nothing to scan. Without a form type only the product-view beacon, which reads
  // no body, may send one: an action's request.formData() would throw on it (a 500 before).
  const length = Number(request.headers.get("content-length") ?? 0);
  if (!(length > 0)) {
    if (FORM_TYPES.includes(type) || BODYLESS.test(new URL(request.url).pathname)) return next();
    throw data(BAD_FORM_MESSAGE, { status: 415 });
  }
  if (!FORM_TYPES.includes(type)) throw data(BAD_FORM_MESSAGE, { status: 415 });
  // The WHOLE body is checked (issue #12 point 7: a NUL past the first MB reached PostgreSQL as a
  // 500). The server caps bodies at 12 MB before they get here; file parts are not scanned.
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    throw data(BAD_FORM_MESSAGE, { status: 400 });
  }
  for (const [name, value] of form.entries()) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      throw data(BAD_FORM_MESSAGE, { status: 400 });
    }
  }
  return next();
};

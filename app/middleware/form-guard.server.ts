import { data, type MiddlewareFunction } from "react-router";
import { BAD_FORM_MESSAGE } from "~/utils/form";
import { refuseForm } from "~/utils/form-refusal.server";
import { TOO_LARGE_MESSAGE } from "~/utils/submission-failure";

/**
 * More fields than any of our forms has (the post editor's 50 collection items are ~500). A body of
 * millions of tiny fields ('a&a&a…', 10 MB) took the parser 3.5 s of the one Node thread, twice
 * (here and in the action): every other request waited (hostile review, session 28). Counted in
 * the raw bytes before anything is parsed.
 */
export const MAX_FORM_FIELDS = 2000;

/** Fields in a form body, counted without parsing it: '&'-separated pairs, or multipart boundaries. */
export function countFormFields(body: Uint8Array, type: string, contentType: string): number {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (type === "application/x-www-form-urlencoded") {
    let n = 1;
    for (let i = bytes.indexOf(0x26); i !== -1; i = bytes.indexOf(0x26, i + 1)) n++;
    return n;
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return 0;
  const mark = Buffer.from(`--${boundary}`);
  let n = 0;
  for (let i = bytes.indexOf(mark); i !== -1; i = bytes.indexOf(mark, i + mark.length)) n++;
  return Math.max(0, n - 1); // the closing boundary ends the last part
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const BODYLESS = /^\/produkt\/[^/]+\/wyswietlenie$/; // use-view-beacon.ts posts nothing

/**
 * Every page action reads `request.formData()`. A body of another type, or text with a NUL
 * character (which PostgreSQL refuses), would otherwise surface as a 500: answer 4xx instead and
 * change nothing. Better Auth's JSON endpoints under /api/ are left to Better Auth.
 * A NUL is not thrown here (that showed the full error page): the request's formData() rejects with
 * a 400 UserError instead, which runAction/parseForm show in the form like any field error (ADR 194).
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
  const body = new Uint8Array(await request.clone().arrayBuffer());
  if (countFormFields(body, type, request.headers.get("content-type") ?? "") > MAX_FORM_FIELDS)
    throw data(TOO_LARGE_MESSAGE, { status: 413 });
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? type },
    }).formData();
  } catch {
    throw data(BAD_FORM_MESSAGE, { status: 400 });
  }
  for (const [name, value] of form.entries()) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      const intent = form.get("intent");
      refuseForm(request, name.includes("\u0000") ? null : name, typeof intent === "string" && !intent.includes("\u0000") ? intent : null, undefined, withoutNul(form));
      break;
    }
  }
  return next();
};

/** The form's text fields without NUL characters (files left out): what the refused form shows again. */
function withoutNul(form: FormData): FormData {
  const typed = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") typed.append(name.replaceAll("\u0000", ""), value.replaceAll("\u0000", ""));
  }
  return typed;
}

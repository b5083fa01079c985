import { redirect } from "react-router";
import { redirectWithToast } from "./toast.server";
import { firstChars } from "./text";
import { isDataRequestUrl } from "./page-address";

/**
 * Scripted submissions (fetchers and <Form> with JavaScript) are single-fetch requests to `<path>.data`;
 * with `v8_passThroughRequests` the action sees that raw URL. A plain HTML form post (no JavaScript,
 * or before hydration) goes to the page's own URL.
 */
export function isScriptedSubmission(request: Request): boolean {
  return isDataRequestUrl(new URL(request.url));
}

type Answer = { type?: string; data?: { ok?: unknown; message?: unknown }; init?: ResponseInit | null };

/**
 * Post/redirect/get for a plain form post (ADR 150): a successful answer (`ok()`, status 200)
 * becomes a 303 back to the same page, its message carried by the flash toast, so reloading the
 * page does not send the form again (a second "create" used to answer a false "already exists").
 * Scripted submissions and every failure keep the answer as it is: the dialog or form reads it.
 */
export async function redirectPlainPostOnSuccess<T>(request: Request, answer: T): Promise<T | Response> {
  if (isScriptedSubmission(request)) return answer;
  const result = answer as Answer | null;
  if (result?.type !== "DataWithResponseInit" || result.data?.ok !== true) return answer;
  if ((result.init?.status ?? 200) !== 200) return answer;
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const message = typeof result.data.message === "string" ? firstChars(result.data.message, 300) : "";
  // 303: the browser follows with a GET whatever the form's method was.
  if (!message) return redirect(back, 303);
  return redirectWithToast(back, { type: "success", message }, { status: 303 });
}

import type { Route } from "./+types/document-notice-state";
import { userContext } from "~/features/access/session.server";
import { memberDocumentNotice } from "~/features/content/documents/document-member-notice.server";
import { readOnlyAction } from "~/utils/method-not-allowed";

// ADR 198: the signed-in member's notice of a scheduled version of the terms or the privacy policy, as
// JSON for a shared member page (ADR 114), which asks here after hydrating. Private, never cached; the
// member from the session only (anyone else: no notice). A resource route of its own: the closing form's
// /akcje/powiadomienie-dokumentu, opened in a browser, goes home like the other /akcje/* addresses
// (review, session 44: it answered 200 with „Nie udało się zapisać”).
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const notice = user ? await memberDocumentNotice(user.id) : null;
  return Response.json({ notice }, { headers: { "Cache-Control": "private, no-store" } });
}

export { readOnlyAction as action };

import { z } from "zod";
import type { Route } from "./+types/document-notice";
import { dismissDocumentNotice } from "~/features/content/documents/document-member-notice.server";
import { MEMBER_NOTICE_MESSAGES } from "~/features/content/documents/document-notice-messages";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { BAD_FORM_MESSAGE, formText } from "~/utils/form";

// ADR 198: closes the signed-in member's notice of a scheduled version of the terms or the privacy
// policy (user from the session only; without JavaScript the form's page is shown again). A GET goes
// home like the other /akcje/* addresses; the notice itself is asked at /api/powiadomienie-dokumentu.
export const loader = engagementLoader;

// A refused plain post's page is the member's own: no shared cache keeps it; its way back (Refresh) goes with it.
export const headers: Route.HeadersFunction = (args) => {
  const headers = engagementHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

const DismissSchema = z.object({ versionId: formText.pipe(z.string().uuid(BAD_FORM_MESSAGE)) });

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, DismissSchema, MEMBER_NOTICE_MESSAGES.closeFailed, async (userId, { versionId }) => {
    await dismissDocumentNotice(userId, versionId);
    return { data: { versionId } };
  });
}

export default function DocumentNoticeAction({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={MEMBER_NOTICE_MESSAGES.closeFailed} />;
}

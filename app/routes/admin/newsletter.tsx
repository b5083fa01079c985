import type { Route } from "./+types/newsletter";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { NewsletterScreen } from "~/features/newsletter/components/newsletter-screen";
import { loadNewsletterScreen } from "~/features/newsletter/newsletter-history.server";
import { NEWSLETTER_MESSAGES, NewsletterIssueSchema } from "~/features/newsletter/newsletter-rules";
import { sendTestIssue, startIssue } from "~/features/newsletter/newsletter-send.server";
import { metaTranslator } from "~/i18n/i18n";
import { invalid, ok, parseForm, runAction } from "~/utils/action.server";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { redirectWithToast } from "~/utils/toast.server";

// ADR 185: the trend newsletter (newsletter:send: editors and admins). "test" mails the issue to the
// signed-in editor only; "send" stores it with a delivery per subscriber and answers with a redirect
// (a reload never posts it again; the form's key makes a resent post store nothing either).

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requirePermission(request, context, ADMIN_SECTIONS.newsletter.permission);
  return loadNewsletterScreen(me);
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requirePermission(request, context, "newsletter:send");
  const intent = await postedIntent(request);
  return runAction(request, async () => {
    const form = await parseForm(request, NewsletterIssueSchema);
    if (!form.ok) return invalid(form);
    if (intent === "test") {
      await sendTestIssue(form.data, me);
      return ok(NEWSLETTER_MESSAGES.testSent);
    }
    if (intent === "send") {
      await startIssue(form.data, me.id);
      throw await redirectWithToast("/admin/newsletter", { message: NEWSLETTER_MESSAGES.started });
    }
    return unknownIntent();
  });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.newsletter") }, { name: "robots", content: "noindex" }];

export default function AdminNewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterScreen data={loaderData} result={actionData} />;
}

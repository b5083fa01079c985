import type { Route } from "./+types/site-settings";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SiteSettingsForm } from "~/features/site-settings/components/site-settings-form";
import { loadSiteSettingsScreen } from "~/features/site-settings/site-settings-admin.server";
import { SiteSettingsSchema, typedSettingsOf } from "~/features/site-settings/site-settings-rules";
import { saveSiteSettings, SITE_SETTINGS_WRITE_MESSAGES } from "~/features/site-settings/site-settings-write.server";
import { metaTranslator } from "~/i18n/i18n";
import { BAD_FORM_MESSAGE, invalid, parseForm, runAction } from "~/utils/action.server";
import { redirectWithToast } from "~/utils/toast.server";
import { keepRefusal } from "~/utils/form-refusal.server";

// ADR 179: the footer's description and social links, the contact mailboxes and the announcement bar
// (site-settings:update, the administrators' by default). One form; a save answers with a redirect
// (a reload never sends it again, ADR 150) and its message as a toast.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.settings.permission);
  return loadSiteSettingsScreen();
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = requirePermission(request, context, ADMIN_SECTIONS.settings.permission);
  return runAction(request, async () => {
    const formData = await request.formData().catch(keepRefusal);
    if (!formData) return invalid({ message: BAD_FORM_MESSAGE });
    const form = await parseForm(formData, SiteSettingsSchema);
    // Nothing is saved; a form posted without JavaScript shows again what was typed.
    if (!form.ok) return invalid({ ...form, data: typedSettingsOf(formData) });
    await saveSiteSettings(form.data, owner.id);
    throw await redirectWithToast("/admin/ustawienia", { message: SITE_SETTINGS_WRITE_MESSAGES.saved });
  });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.settings") }, { name: "robots", content: "noindex" }];

export default function AdminSiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  // The settings as saved now (after a save, or someone else's) are a fresh form.
  return <SiteSettingsForm key={loaderData.settings.updatedAt} data={loaderData} result={actionData} />;
}

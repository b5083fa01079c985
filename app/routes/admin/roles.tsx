import type { Route } from "./+types/roles";
import { RolesScreen } from "~/features/access/components/roles-screen";
import { activateCustomRole, createCustomRole, deactivateCustomRole, listPermissions, listRoles, setRolePermission } from "~/features/access/role-admin.server";
import { RolesActionSchema } from "~/features/access/role-schemas";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { metaTranslator } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// spec: admin §6 Role management, issue #10 §3. Viewing needs role:read (ADR 144: in the loader); every
// change role:read and role:manage.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.roles.permission);
  const [roles, permissions] = await Promise.all([listRoles(), listPermissions()]);
  return { roles, permissions };
}

const SUCCESS = {
  create: "Rola została utworzona.",
  "add-permission": "Uprawnienie zostało dodane do roli.",
  "remove-permission": "Uprawnienie zostało odebrane roli.",
  deactivate: "Rola została wyłączona.",
  activate: "Rola została włączona.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.roles.permission);
  const actor = requirePermission(request, context, "role:manage");
  // ADR 150: a plain form post that succeeded is redirected (a reload must not create the role again).
  const answer = await runAction(request, async () => {
    const form = await parseForm(request, RolesActionSchema, { message: "first" });
    if (!form.ok) return invalid(form);
    const input = form.data;
    let result;
    switch (input.intent) {
      case "create":
        result = await createCustomRole(actor, input);
        break;
      case "add-permission":
      case "remove-permission":
        result = await setRolePermission(actor, { roleId: input.roleId, permission: input.permission, granted: input.intent === "add-permission" });
        break;
      case "deactivate":
        result = await deactivateCustomRole(actor, input.roleId);
        break;
      case "activate":
        result = await activateCustomRole(actor, input.roleId);
        break;
    }
    if (!result.ok) throw new UserError(result.message, result.httpStatus);
    return ok(SUCCESS[input.intent]);
  });
  return redirectPlainPostOnSuccess(request, answer);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.roles") }, { name: "robots", content: "noindex" }];

export default function AdminRolesPage({ loaderData }: Route.ComponentProps) {
  return <RolesScreen {...loaderData} />;
}

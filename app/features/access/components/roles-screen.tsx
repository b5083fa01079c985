import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Form } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { CheckboxField, SelectField, TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormErrors } from "~/components/ui/use-form-errors";
import type { ActionResult } from "~/utils/form";
import { CreateRoleSchema, RolesActionSchema } from "../role-schemas";
import { can, type Permission } from "../permissions";
import type { PermissionOption, RoleSummary } from "../role-admin.server";
import { missingPermissions } from "../role-rules";
import { useOptionalUser } from "../use-optional-user";
import { RoleBadge } from "./role-badge";
import { useRoleName } from "./use-role-name";
import { useMessage, useT } from "~/i18n/i18n";

type Props = { roles: RoleSummary[]; permissions: PermissionOption[] };

function RoleCard({ role, permissions, editable, reactivatable }: { role: RoleSummary; permissions: PermissionOption[]; editable: boolean; reactivatable: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const missing = permissions.filter((p) => !role.permissions.includes(p.name));
  // A chip says what the permission allows, its identifier beside it (review, session 30: the chips
  // were bare identifiers and the owner matched them with the list below by hand).
  const described = new Map(permissions.map((p) => [p.name, p.description]));
  const headingId = `rola-${role.id}`;
  const addForm = useFormErrors(RolesActionSchema, fetcher.data);
  const t = useT();
  const roleName = useRoleName();
  const adminMessage = useMessage();
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
          <RoleBadge name={role.name} displayName={role.displayName} />
          <span className="text-sm font-normal">
            {role.name} · {role.isSystemRole ? t("admin.roles.system") : t("admin.roles.custom")}
            {!role.isActive && t("admin.roles.disabled")} · {t("admin.roles.activeAssignments", { count: String(role.activeAssignments) })}
          </span>
        </h3>
        {reactivatable && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="activate" />
            <input type="hidden" name="roleId" value={role.id} />
            <button type="submit" className={secondaryButtonClass} aria-label={t("admin.roles.activateRole", { role: roleName(role) })}>
              {t("admin.roles.activate")}
            </button>
          </fetcher.Form>
        )}
        {editable && (
          <ConfirmForm
            fetcher={fetcher as never}
            fields={{ intent: "deactivate", roleId: role.id }}
            title={t("admin.roles.deactivateTitle")}
            message={t("admin.roles.deactivateQuestion")}
            confirmLabel={t("admin.roles.deactivate")}
            triggerLabel={t("admin.roles.deactivateRole", { role: roleName(role) })}
          >
            {t("admin.roles.deactivate")}
          </ConfirmForm>
        )}
      </div>
      {role.description && <p className="text-sm">{adminMessage(role.description)}</p>}
      <MessageBox tone={addForm.message ? "error" : fetcher.data?.ok ? "success" : "error"} live>
        {adminMessage(addForm.message ?? fetcher.data?.message)}
      </MessageBox>
      <ul aria-label={t("admin.roles.permissionsOf", { role: roleName(role) })} className="flex flex-wrap gap-2">
        {role.permissions.length === 0 && <li className="text-sm">{t("admin.roles.noPermissions")}</li>}
        {role.permissions.map((p) => (
          <li key={p} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs dark:bg-slate-800">
            {described.has(p) ? <span>{adminMessage(described.get(p))}</span> : null}
            <code className="text-slate-600 dark:text-slate-300">{p}</code>
            {editable && (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="remove-permission" />
                <input type="hidden" name="roleId" value={role.id} />
                <input type="hidden" name="permission" value={p} />
                <button type="submit" className="rounded-full px-1 font-bold hover:bg-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-600">
                  <span aria-hidden>×</span>
                  <span className="sr-only">{t("admin.roles.removePermission", { permission: p, role: roleName(role) })}</span>
                </button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      {editable && missing.length > 0 && (
        <fetcher.Form method="post" noValidate onSubmit={addForm.onSubmit} onChange={addForm.onChange} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="add-permission" />
          <input type="hidden" name="roleId" value={role.id} />
          <SelectField id={`dodaj-${role.id}`} label={t("admin.roles.addPermissionTo", { role: roleName(role) })} name="permission" required options={missing.map((p) => ({ value: p.name, label: `${p.name} — ${adminMessage(p.description)}` }))} placeholder={t("admin.roles.choosePermission")} error={addForm.errors.permission} />
          <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("admin.roles.adding")}>
            {t("admin.roles.add")}
          </SubmitButton>
        </fetcher.Form>
      )}
    </article>
  );
}

function CreateRoleForm({ permissions, held }: { permissions: PermissionOption[]; held: readonly Permission[] }) {
  const result = useActionData<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  // ADR 019: the action's own schema runs in the browser first.
  const form = useFormErrors(CreateRoleSchema, result);
  const errors = form.errors;
  const t = useT();
  const adminMessage = useMessage();
  return (
    <Form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-xl font-bold">{t("admin.roles.new")}</h2>
      <MessageBox tone={form.message ? "error" : "success"} live>
        {adminMessage(form.message ?? (result?.ok ? result.message : null))}
      </MessageBox>
      <input type="hidden" name="intent" value="create" />
      <TextField label={t("admin.roles.name")} name="name" required hint={t("admin.roles.nameHint")} error={errors.name} />
      <TextField label={t("admin.roles.displayName")} name="displayName" required error={errors.displayName} />
      <TextareaField label={t("admin.roles.description")} name="description" rows={2} error={errors.description} />
      <fieldset className="space-y-2">
        <legend className="font-medium">{t("admin.roles.permissions")}</legend>
        <p className="text-xs">{t("admin.roles.onlyHeld")}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {permissions.map((p) => (
            <CheckboxField key={p.name} name="permissions" value={p.name} id={`nowa-${p.name}`} disabled={missingPermissions({ id: "", permissions: held }, [p.name]).length > 0}>
              <code>{p.name}</code> — {adminMessage(p.description)}
            </CheckboxField>
          ))}
        </div>
      </fieldset>
      <SubmitButton pendingLabel={t("admin.roles.creating")}>{t("admin.roles.create")}</SubmitButton>
    </Form>
  );
}

/** spec: admin §6 Role management; issue #10 §3. Changes need role:manage; the admin role is never editable. */
export function RolesScreen({ roles, permissions }: Props) {
  const me = useOptionalUser();
  const manage = can(me, "role:manage");
  const t = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t("admin.section.roles")}</h1>
      <p className="text-sm">
        {t("admin.roles.intro")}
      </p>
      <section aria-labelledby="lista-rol" className="space-y-3">
        <h2 id="lista-rol" className="text-xl font-bold">
          {t("admin.roles.list")}
        </h2>
        {roles.map((r) => (
          <RoleCard key={r.id} role={r} permissions={permissions} editable={manage && !r.isSystemRole && r.isActive} reactivatable={manage && !r.isSystemRole && !r.isActive} />
        ))}
      </section>
      {manage && <CreateRoleForm permissions={permissions} held={me?.permissions ?? []} />}
    </div>
  );
}

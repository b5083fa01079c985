import { useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toaster";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useFormErrors } from "~/components/ui/use-form-errors";
import type { ActionResult } from "~/utils/form";
import { AssignRoleSchema } from "../role-schemas";
import { formatRoleExpiry, plainRoleDisplayName } from "../role-format";
import type { UserRow } from "../user-directory.server";
import { Modal } from "~/components/ui/modal";
import { RoleBadge } from "./role-badge";
import { useLocale, useMessage, useT } from "~/i18n/i18n";
import { useRoleName } from "./use-role-name";

type Props = { person: UserRow | null; roles: { name: string; displayName: string }[]; isMe: boolean; onClose: () => void };

/** issue #10 §2: assign with an optional expiry (then the list refreshes and the dialog closes), revoke after a confirmation. */
export function ManageRolesDialog({ person, roles, isMe, onClose }: Props) {
  const assign = useFetcher<ActionResult>();
  const revoke = useFetcher<ActionResult>();
  const toast = useToast();
  const t = useT();
  const roleName = useRoleName();
  const locale = useLocale();
  const adminMessage = useMessage();
  // Every fetcher answer is announced once (an older assign answer must not be toasted anew after a revoke).
  const currentRoles = useRef<HTMLHeadingElement>(null);
  useOnEachAnswer(assign.data?.ok && assign.data.message ? assign.data : null, (result) => {
    toast.success(result.message!);
    onClose();
  });
  useOnEachAnswer(revoke.data?.ok && revoke.data.message ? revoke.data : null, (result) => {
    toast.success(result.message!);
    // The revoked role's row (and its button, which had focus) goes: keep focus in the dialog.
    currentRoles.current?.focus();
  });
  const failure = [revoke.data, assign.data].find((r) => r && !r.ok && r.message) as
    Extract<ActionResult, { ok: false }> | undefined;
  // ADR 019: the assign form runs the action's own schema in the browser first.
  const assignForm = useFormErrors(AssignRoleSchema, assign.data);
  return (
    <Modal open={person !== null} title={t("admin.users.manageRoles", { name: person?.name ?? "" })} onClose={onClose}>
      {person && (
        <div className="space-y-6">
          <MessageBox tone="error" live>
            {adminMessage(assignForm.message ?? failure?.message)}
          </MessageBox>
          <section aria-labelledby="current-roles">
            <h3 id="current-roles" ref={currentRoles} tabIndex={-1} className="font-semibold">
              {t("admin.users.currentRoles")}
            </h3>
            {person.roles.length === 0 ? (
              // The list shows such an account as the base role: say the same here, and that it stays.
              <p className="mt-2 text-sm">
                <RoleBadge name="user" displayName={plainRoleDisplayName(roles)} /> {t("admin.users.baseRoleOnly")}
              </p>
            ) : (
              <ul className="mt-2 space-y-2">
                {person.roles.map((r) => (
                  <li key={r.name} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <RoleBadge name={r.name} displayName={r.displayName} />{" "}
                      <span className="text-sm">
                        {r.expiresAt
                          ? t("admin.users.until", { date: formatRoleExpiry(r.expiresAt, locale) })
                          : t("admin.users.noExpiry")}
                      </span>
                    </span>
                    {r.name === "user" ? null : (
                      <ConfirmForm
                        fetcher={revoke as never}
                        action="/admin/uzytkownicy"
                        fields={{ intent: "revoke", userId: person.id, roleName: r.name }}
                        title={t("admin.users.revokeTitle")}
                        message={t("admin.users.revokeQuestion")}
                        confirmLabel={t("admin.users.revoke")}
                        triggerLabel={t("admin.users.revokeRole", { role: roleName(r) })}
                      >
                        {t("admin.users.revoke")}
                      </ConfirmForm>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* Review (session 31): nobody assigns roles to themselves (the server refuses it too). */}
          {isMe ? <p className="text-sm text-slate-700 dark:text-slate-200">{t("admin.users.selfAssignNote")}</p> : null}
          <assign.Form
            hidden={isMe}
            method="post"
            action="/admin/uzytkownicy"
            noValidate
            onSubmit={assignForm.onSubmit}
            onChange={assignForm.onChange}
            className="space-y-4"
          >
            <h3 className="font-semibold">{t("admin.users.assign")}</h3>
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="userId" value={person.id} />
            <SelectField
              label={t("admin.users.role")}
              name="roleName"
              required
              options={roles.filter((r) => r.name !== "user").map((r) => ({ value: r.name, label: roleName(r) }))}
              placeholder={t("admin.users.chooseRole")}
              error={assignForm.errors.roleName}
            />
            <TextField
              label={t("admin.users.validUntil")}
              name="expiresOn"
              type="date"
              hint={t("admin.users.validUntilHint")}
              error={assignForm.errors.expiresOn}
            />
            <SubmitButton pending={assign.state !== "idle"} pendingLabel={t("admin.users.assigning")}>
              {t("admin.users.assign")}
            </SubmitButton>
          </assign.Form>
        </div>
      )}
    </Modal>
  );
}

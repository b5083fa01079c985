import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toaster";
import { useFormErrors } from "~/components/ui/use-form-errors";
import type { ActionResult } from "~/utils/form";
import { AssignRoleSchema } from "../role-schemas";
import { formatDateTime } from "../role-format";
import type { UserRow } from "../user-directory.server";
import { Modal } from "~/components/ui/modal";
import { RoleBadge } from "./role-badge";

type Props = { person: UserRow | null; roles: { name: string; displayName: string }[]; onClose: () => void };

/** issue #10 §2: assign with an optional expiry (then the list refreshes and the dialog closes), revoke after a confirmation. */
export function ManageRolesDialog({ person, roles, onClose }: Props) {
  const assign = useFetcher<ActionResult>();
  const revoke = useFetcher<ActionResult>();
  const toast = useToast();
  // Every fetcher answer is announced once, however often the effect runs again (an older assign
  // answer must not be toasted anew after a revoke).
  const handled = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const result of [assign.data, revoke.data]) {
      if (!result || handled.current.has(result)) continue;
      handled.current.add(result);
      if (result.ok && result.message) {
        toast.success(result.message);
        if (result === assign.data) onClose();
      }
    }
  }, [assign.data, revoke.data, toast, onClose]);
  const failure = [revoke.data, assign.data].find((r) => r && !r.ok && r.message) as Extract<ActionResult, { ok: false }> | undefined;
  // ADR 019: the assign form runs the action's own schema in the browser first.
  const assignForm = useFormErrors(AssignRoleSchema, assign.data);
  return (
    <Modal open={person !== null} title={`Zarządzaj rolami: ${person?.name ?? ""}`} onClose={onClose}>
      {person && (
        <div className="space-y-6">
          <MessageBox tone="error" live>
            {assignForm.message ?? failure?.message}
          </MessageBox>
          <section aria-labelledby="current-roles">
            <h3 id="current-roles" className="font-semibold">
              Aktualne role
            </h3>
            {person.roles.length === 0 ? (
              <p className="mt-2 text-sm">Brak przypisanych ról.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {person.roles.map((r) => (
                  <li key={r.name} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <RoleBadge name={r.name} displayName={r.displayName} />{" "}
                      <span className="text-sm">{r.expiresAt ? `do ${formatDateTime(r.expiresAt)}` : "bezterminowo"}</span>
                    </span>
                    <ConfirmForm
                      fetcher={revoke as never}
                      action="/admin/uzytkownicy"
                      fields={{ intent: "revoke", userId: person.id, roleName: r.name }}
                      title="Odebranie roli"
                      message="Czy na pewno chcesz odebrać tę rolę?"
                      confirmLabel="Odbierz"
                      triggerLabel={`Odbierz rolę ${r.displayName}`}
                    >
                      Odbierz
                    </ConfirmForm>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <assign.Form method="post" action="/admin/uzytkownicy" noValidate onSubmit={assignForm.onSubmit} onChange={assignForm.onChange} className="space-y-4">
            <h3 className="font-semibold">Przypisz rolę</h3>
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="userId" value={person.id} />
            <SelectField label="Rola" name="roleName" required options={roles.map((r) => ({ value: r.name, label: r.displayName }))} placeholder="Wybierz rolę" error={assignForm.errors.roleName} />
            <TextField label="Ważna do (opcjonalnie)" name="expiresOn" type="date" hint="Rola działa do końca wybranego dnia. Puste pole: bezterminowo." error={assignForm.errors.expiresOn} />
            <SubmitButton pending={assign.state !== "idle"} pendingLabel="Przypisywanie...">
              Przypisz rolę
            </SubmitButton>
          </assign.Form>
        </div>
      )}
    </Modal>
  );
}

import { useEffect } from "react";
import { useFetcher } from "react-router";
import { MessageBox } from "~/components/ui/message-box";
import { formatDateTime } from "../role-format";
import type { RoleHistoryEntry } from "../user-directory.server";
import { Modal } from "~/components/ui/modal";

type HistoryAnswer = { ok: true; entries: RoleHistoryEntry[] } | { ok: false; message: string };

const ACTION_LABELS = { assigned: "Przypisano", revoked: "Odebrano", expired: "Wygasła" } as const;

/** issue #10 §2: assigned, revoked and expired entries with who, when and the expiry. */
export function RoleHistoryDialog({ person, onClose }: { person: { id: string; name: string } | null; onClose: () => void }) {
  const fetcher = useFetcher<HistoryAnswer>();
  const { load } = fetcher;
  useEffect(() => {
    if (person) void load(`/admin/uzytkownicy/${encodeURIComponent(person.id)}/historia`);
  }, [person, load]);
  const answer = fetcher.data;
  return (
    <Modal open={person !== null} title={`Historia ról: ${person?.name ?? ""}`} onClose={onClose}>
      {fetcher.state !== "idle" || !answer ? (
        <p role="status">Wczytywanie historii…</p>
      ) : !answer.ok ? (
        <MessageBox tone="error">{`Błąd pobierania historii: ${answer.message}`}</MessageBox>
      ) : answer.entries.length === 0 ? (
        <p>Brak zmian ról.</p>
      ) : (
        <ol className="max-h-[60vh] space-y-3 overflow-y-auto">
          {answer.entries.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
              <p className="font-semibold">
                {ACTION_LABELS[e.action]}: {e.roleDisplayName ?? e.roleName}
              </p>
              <p>
                Kiedy: <time dateTime={new Date(e.performedAt).toISOString()}>{formatDateTime(e.performedAt)}</time>
              </p>
              <p>Kto: {e.action === "expired" ? "system (wygaśnięcie)" : e.performedBy ? `${e.performedBy.name} (${e.performedBy.email})` : "nieznany"}</p>
              <p>Ważna do: {e.expiresAt ? formatDateTime(e.expiresAt) : "bezterminowo"}</p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

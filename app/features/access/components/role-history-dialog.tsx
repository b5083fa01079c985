import { useEffect } from "react";
import { useFetcher } from "react-router";
import { MessageBox } from "~/components/ui/message-box";
import { formatRoleExpiry, historyValidity } from "../role-format";
import { formatDateTime } from "~/utils/format";
import type { RoleHistoryEntry } from "../user-directory.server";
import { Modal } from "~/components/ui/modal";
import { useLocale, useMessage, useT } from "~/i18n/i18n";

type HistoryAnswer = { ok: true; entries: RoleHistoryEntry[] } | { ok: false; message: string };

const ACTION_LABELS = { assigned: "admin.history.assigned", revoked: "admin.history.revoked", expired: "admin.history.expired" } as const;

/** issue #10 §2: assigned, revoked and expired entries with who, when and the expiry. */
export function RoleHistoryDialog({ person, onClose }: { person: { id: string; name: string } | null; onClose: () => void }) {
  const fetcher = useFetcher<HistoryAnswer>();
  const t = useT();
  const locale = useLocale();
  const adminMessage = useMessage();
  const { load } = fetcher;
  useEffect(() => {
    if (person) void load(`/admin/uzytkownicy/${encodeURIComponent(person.id)}/historia`);
  }, [person, load]);
  const answer = fetcher.data;
  return (
    <Modal open={person !== null} title={t("admin.users.historyOf", { name: person?.name ?? "" })} onClose={onClose}>
      {fetcher.state !== "idle" || !answer ? (
        <p role="status">{t("admin.history.loading")}</p>
      ) : !answer.ok ? (
        <MessageBox tone="error">{t("admin.history.error", { reason: adminMessage(answer.message) })}</MessageBox>
      ) : answer.entries.length === 0 ? (
        <p>{t("admin.history.empty")}</p>
      ) : (
        <ol className="max-h-[60vh] space-y-3 overflow-y-auto">
          {answer.entries.map((e) => {
            const validity = historyValidity(e);
            return (
              <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <p className="font-semibold">
                  {t(ACTION_LABELS[e.action])}: {e.roleDisplayName ?? e.roleName}
                </p>
                <p>
                  {t("admin.history.when")} <time dateTime={new Date(e.performedAt).toISOString()}>{formatDateTime(e.performedAt, locale)}</time>
                </p>
                <p>{t("admin.history.who")} {e.action === "expired" ? t("admin.history.system") : e.performedBy ? `${e.performedBy.name} (${e.performedBy.email})` : t("admin.history.unknown")}</p>
                {validity ? <p>{t("admin.history.validUntil")} {validity.expiresAt ? formatRoleExpiry(validity.expiresAt, locale) : t("admin.users.noExpiry")}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}

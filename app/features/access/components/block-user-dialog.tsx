// ADR 158: block an account (with an optional note for the panel) or lift the block.
import { Link, useFetcher } from "react-router";
import { dangerButtonClass, primaryButtonInlineClass } from "~/components/ui/classes";
import { CheckboxField, SelectField, TextareaField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { Modal } from "~/components/ui/modal";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toaster";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useLocale, useMessage, useT, type MessageKey } from "~/i18n/i18n";
import { STAFF_GROUNDS } from "~/features/engagement/review-report-texts";
import type { ActionResult } from "~/utils/form";
import { formatDate, formatDateTime } from "~/utils/format";
import { BLOCK_DURATIONS, BLOCK_REASON_MAX, BlockUserSchema } from "../user-block";
import type { UserRow } from "../user-directory.server";
import { can } from "../permissions";
import { useOptionalUser } from "../use-optional-user";

export function BlockUserDialog({ person, onClose }: { person: UserRow | null; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  const t = useT();
  const locale = useLocale();
  const message = useMessage();
  const form = useFormErrors(BlockUserSchema, fetcher.data);
  const me = useOptionalUser();
  useOnEachAnswer(fetcher.data?.ok && fetcher.data.message ? fetcher.data : null, (answer) => {
    toast.success(message(answer.message));
    onClose();
  });
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const blocked = person?.blockedAt ?? null;
  const title = person ? t(blocked ? "admin.users.unblockOf" : "admin.users.blockOf", { name: person.name }) : "";
  return (
    <Modal open={person !== null} title={title} onClose={onClose}>
      {person && (
        <fetcher.Form method="post" action="/admin/uzytkownicy" noValidate onSubmit={blocked ? undefined : form.onSubmit} onChange={form.onChange} className="space-y-4">
          <MessageBox tone="error" live>
            {message(form.message ?? failure)}
          </MessageBox>
          <input type="hidden" name="intent" value={blocked ? "unblock" : "block"} />
          <input type="hidden" name="userId" value={person.id} />
          {blocked ? (
            <>
              <p>{t("admin.users.blockedSince", { date: formatDate(blocked, locale) })}</p>
              {person.blockedUntil ? <p>{t("admin.users.blockedUntil", { date: formatDateTime(new Date(person.blockedUntil), locale) })}</p> : null}
              {person.blockedByName ? <p>{t("admin.users.blockedBy", { name: person.blockedByName })}</p> : null}
              {person.blockedReason ? <p className="wrap-anywhere whitespace-pre-line">{t("admin.users.blockedReason", { reason: person.blockedReason })}</p> : null}
              <p>{t("admin.users.unblockExplained")}</p>
              <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("common.saving")} className={primaryButtonInlineClass}>
                {t("admin.users.unblock")}
              </SubmitButton>
            </>
          ) : (
            <>
              <p>{t("admin.users.blockExplained")}</p>
              {can(me, "review:moderate") ? (
                <Link to={`/admin/opinie?autor=${encodeURIComponent(person.id)}`} className="inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
                  {t("admin.users.reviewsOf", { name: person.name })}
                </Link>
              ) : null}
              <SelectField
                name="days"
                label={t("admin.users.blockDuration")}
                defaultValue=""
                options={BLOCK_DURATIONS.map((days) => ({ value: days, label: t(days ? `admin.users.blockDuration.${days}` : "admin.users.blockDuration.none") }))}
                error={form.errors.days}
              />
              <SelectField
                name="ground"
                label={t("admin.users.blockGround")}
                hint={t("admin.users.blockGroundHint")}
                defaultValue=""
                options={[{ value: "", label: t("admin.users.blockGroundTerms") }, ...STAFF_GROUNDS.map((value) => ({ value, label: t(`admin.reviews.reason.${value}` as MessageKey) }))]}
                error={form.errors.ground}
              />
              <TextareaField name="reason" label={t("admin.users.blockReason")} hint={t("admin.users.blockReasonHint")} maxLength={BLOCK_REASON_MAX} rows={3} error={form.errors.reason} />
              <CheckboxField name="notify" defaultChecked>
                {t("admin.users.blockNotify")}
              </CheckboxField>
              <TextareaField name="silentReason" label={t("admin.users.silentReason")} hint={t("admin.users.silentReasonHint")} maxLength={BLOCK_REASON_MAX} rows={2} error={form.errors.silentReason} />
              <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("common.saving")} className={dangerButtonClass}>
                {t("admin.users.block")}
              </SubmitButton>
            </>
          )}
        </fetcher.Form>
      )}
    </Modal>
  );
}

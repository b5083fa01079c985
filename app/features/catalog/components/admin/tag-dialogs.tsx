// ADR 171: renaming a tag (a dialog; without JavaScript the same form as part of the page at ?zmien=)
// and removing one (the kit's ConfirmForm, which posts directly without JavaScript).
import { Trash2 } from "lucide-react";
import { useState, type ElementType, type ReactNode } from "react";
import { Form, Link, useActionData, useFetcher } from "react-router";
import { primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { Modal } from "~/components/ui/modal";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toaster";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { TagRenameSchema, type MergeQuestion, type TagRow } from "../../tag-admin";
import { MAX_TAG_LENGTH, normalizeTag } from "../../tag-rules";

export type TagAnswer = ActionResult<{ intent: string; tag: string; to?: string }, MergeQuestion>;

/** The rename dialog's fetcher and the remove buttons' one: the view reads their answers too. */
export const RENAME_FETCHER = "admin-tags-rename";
export const REMOVE_FETCHER = "admin-tags-remove";

/**
 * The rename form. Its first answer for a name that exists is the merge question (409, nothing
 * changed); while the typed name is still that one, the form sends `merge` and its button says
 * "Połącz tagi". `count` is the number of products the dialog opened with (the server's version check).
 */
function RenameForm({ row, answer, pending, FormTag, action, cancel }: { row: TagRow; answer: TagAnswer | undefined; pending?: boolean; FormTag: ElementType; action?: string; cancel: ReactNode }) {
  const t = useT();
  const form = useFormErrors(TagRenameSchema, answer, { message: "first" });
  const question = answer && !answer.ok && answer.data?.into && answer.data.tag === row.tag ? answer.data : null;
  // A page rendered with the question (no JavaScript) starts from the name it asks about.
  const [typed, setTyped] = useState(question?.into ?? row.tag);
  const [count] = useState(row.products);
  const asking = question !== null && normalizeTag(typed) === question.into && form.message !== null;
  // A refusal about the name is shown under the field; anything else (the tag is gone, its count moved) above.
  const boxMessage = !asking && form.message && !Object.values(form.errors).includes(form.message) ? form.message : null;
  return (
    <FormTag method="post" action={action} noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">{t("admin.tags.usedBy", { count })}</p>
      <MessageBox tone="error" live>
        {boxMessage}
      </MessageBox>
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="tag" value={row.tag} />
      <input type="hidden" name="count" value={count} />
      <input type="hidden" name="merge" value={asking ? question.into : ""} />
      <TextField
        label={t("admin.tags.newName")}
        name="name"
        id="tag-nowa-nazwa"
        required
        maxLength={MAX_TAG_LENGTH}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        hint={t("admin.tags.newNameHint")}
        error={asking ? undefined : form.errors.name}
      />
      <MessageBox tone="warning" live>
        {asking ? form.message : null}
      </MessageBox>
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <SubmitButton pending={pending} pendingLabel={t("admin.tags.saving")} className={primaryButtonInlineClass}>
          {asking ? t("admin.tags.merge") : t("admin.tags.save")}
        </SubmitButton>
      </div>
    </FormTag>
  );
}

/** The rename dialog (JavaScript): a success is toasted and closes it; refusals stay in it. */
export function RenameTagDialog({ row, action, onClose }: { row: TagRow | null; action: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={row !== null} title={row ? t("admin.tags.renameTitle", { tag: row.tag }) : ""} onClose={onClose}>
      {row ? <RenameInDialog key={row.tag} row={row} action={action} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameInDialog({ row, action, onClose }: { row: TagRow; action: string; onClose: () => void }) {
  const t = useT();
  const fetcher = useFetcher<TagAnswer>({ key: RENAME_FETCHER });
  const toast = useToast();
  // The fetcher is keyed (the view reads it): an answer from before this dialog opened is not its own.
  const [opened] = useState(() => fetcher.data);
  const answer = fetcher.data === opened ? undefined : fetcher.data;
  useOnEachAnswer(answer?.ok ? answer : null, (result) => {
    if (result.message) toast.success(result.message);
    onClose();
  });
  const cancel = (
    <button type="button" className={secondaryButtonClass} onClick={onClose}>
      {t("admin.tags.cancel")}
    </button>
  );
  return <RenameForm row={row} answer={answer} pending={fetcher.state !== "idle"} FormTag={fetcher.Form} action={action} cancel={cancel} />;
}

/** The same form as part of the page (?zmien=<tag>): the row's button without JavaScript, or a link. */
export function RenameTagPanel({ row, closeHref }: { row: TagRow; closeHref: string }) {
  const t = useT();
  // Only what concerns this form: the merge question and a refused name (the page's box says the rest).
  const answer = useActionData<TagAnswer>();
  const mine = answer && !answer.ok && (answer.data?.tag === row.tag || answer.fieldErrors.name) ? answer : undefined;
  const cancel = (
    <Link to={closeHref} className={secondaryButtonClass}>
      {t("admin.tags.cancel")}
    </Link>
  );
  return (
    <section aria-labelledby="zmiana-nazwy-tagu" className="max-w-xl rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
      <h2 id="zmiana-nazwy-tagu" className="mb-3 text-lg font-bold">
        {t("admin.tags.renameTitle", { tag: row.tag })}
      </h2>
      <RenameForm row={row} answer={mine} FormTag={Form} cancel={cancel} />
    </section>
  );
}

/** A row's remove button: asks with the product count, then posts through the keyed fetcher. */
export function RemoveTagButton({ row, action }: { row: TagRow; action: string }) {
  const t = useT();
  const fetcher = useFetcher<TagAnswer>({ key: REMOVE_FETCHER });
  return (
    <ConfirmForm
      fetcher={fetcher as never}
      action={action}
      fields={{ intent: "remove", tag: row.tag, count: String(row.products) }}
      title={t("admin.tags.removeTitle")}
      message={t("admin.tags.removeConfirm", { tag: row.tag, count: row.products })}
      confirmLabel={t("admin.tags.removeButton")}
      triggerClassName="inline-flex items-center gap-1 rounded-full px-2 py-1 pointer-coarse:min-h-11 pointer-coarse:min-w-11 justify-center text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 dark:text-red-300 dark:hover:bg-slate-800"
      triggerLabel={t("admin.tags.removeNamed", { tag: row.tag })}
    >
      <Trash2 aria-hidden className="size-4 shrink-0" />
      <span className="sr-only sm:not-sr-only">{t("admin.tags.remove")}</span>
    </ConfirmForm>
  );
}

// ADR 178: the name form of a saved view ("Zapisz widok", "Zmień nazwę"), one form for the toolbar's
// dialog, the panel the page shows without JavaScript (?zapisz-widok=1, ?zmien-widok=1) and the page of
// a refused plain post. It posts to /admin/widoki; the server normalises the query again.
import type { ElementType, ReactNode } from "react";
import { primaryButtonInlineClass } from "~/components/ui/classes";
import { TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { MAX_VIEW_NAME_LENGTH } from "../saved-view-lists";
import { ViewNameFormSchema, type SavedViewAnswerData } from "../saved-view-schemas";

export const SAVED_VIEWS_ACTION = "/admin/widoki";

export type SavedViewAnswer = ActionResult<SavedViewAnswerData, SavedViewAnswerData>;

type Props = {
  intent: "save" | "rename";
  list: string;
  /** save: the list's query to keep; rename: the view's (the way back after a refusal without JavaScript). */
  query: string;
  id?: string;
  defaultName: string;
  /** The server's answer to this form, if any (a refusal is shown; a success is the caller's). */
  answer: SavedViewAnswer | undefined;
  FormTag: ElementType;
  /** Extra props of the form element (`reloadDocument` on the refusal page). */
  formProps?: Record<string, unknown>;
  pending?: boolean;
  cancel: ReactNode;
  /** The field's id: the dialog and the panel may both be on the page. */
  fieldId: string;
};

export function ViewNameForm({ intent, list, query, id, defaultName, answer, FormTag, formProps, pending, cancel, fieldId }: Props) {
  const t = useT();
  const form = useFormErrors(ViewNameFormSchema, answer, { message: "first" });
  // A refusal about the name is shown under the field; anything else (the limit, the view gone) above it.
  const boxMessage = form.message && form.message !== form.errors.name ? form.message : null;
  return (
    <FormTag method="post" action={SAVED_VIEWS_ACTION} noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="space-y-4" {...formProps}>
      <MessageBox tone="error" live>
        {boxMessage}
      </MessageBox>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="query" value={query} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <TextField
        label={t("admin.views.name")}
        name="name"
        id={fieldId}
        required
        maxLength={MAX_VIEW_NAME_LENGTH}
        autoComplete="off"
        defaultValue={defaultName}
        hint={t("admin.views.nameHint")}
        error={form.errors.name}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <SubmitButton pending={pending} pendingLabel={t("admin.views.saving")} className={primaryButtonInlineClass}>
          {intent === "save" ? t("admin.views.save") : t("admin.views.rename")}
        </SubmitButton>
      </div>
    </FormTag>
  );
}

// ADR 178: what /admin/widoki shows after a refused plain form post (no JavaScript): the reason, the
// name form again with what was typed, and the way back to the list. Its form is a document post too.
import { Form, Link } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { useT } from "~/i18n/i18n";
import { isSavedViewList, savedViewHref } from "../saved-view-lists";
import { ViewNameForm, type SavedViewAnswer } from "./saved-view-forms";

export function SavedViewRefusal({ answer }: { answer: SavedViewAnswer | undefined }) {
  const t = useT();
  const sent = answer && !answer.ok ? answer.data : undefined;
  const list = sent && isSavedViewList(sent.list) ? sent.list : null;
  const intent = sent?.intent ?? "save";
  const back = list ? savedViewHref(list, sent?.query ?? "") : "/admin";
  const cancel = (
    <Link to={back} className={secondaryButtonClass}>
      {t("admin.views.cancel")}
    </Link>
  );
  // The name form again when it can be sent again (a known list; a rename names its view).
  const again = list && intent !== "delete" && (intent === "save" || sent?.id);
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t(`admin.views.refused.${intent}`)}</h1>
      {again ? (
        <ViewNameForm
          intent={intent}
          list={list}
          query={sent?.query ?? ""}
          id={sent?.id || undefined}
          defaultName={sent?.name ?? ""}
          answer={answer}
          FormTag={Form}
          formProps={{ reloadDocument: true }}
          cancel={cancel}
          fieldId="widok-nazwa"
        />
      ) : (
        <>
          <MessageBox tone="error">{answer && !answer.ok ? answer.message : null}</MessageBox>
          <Link to={back} className={secondaryButtonClass}>
            {t("admin.views.backToList")}
          </Link>
        </>
      )}
    </div>
  );
}

import { AlertTriangle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { PasswordField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import type { SettingsResult } from "../types";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";

const PASSWORD_ID = "haslo-usuniecie";
const DELETE_TRIGGER_CLASS = "mt-4 inline-block rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800";
export const SIGN_OUT_DELAY_MS = 3000; // spec: public §9 — deletion sign-out delay

// spec: public §2 Ustawienia danger zone, §4 Account deletion: confirm dialog → flagged → message →
// signed out after 3 s. The server has already revoked every session; the page then goes home.
// Native <dialog>: modal with focus kept inside and Esc to close. Without JavaScript the trigger
// link (?usun-konto=1) renders the dialog open and its forms post normally.
export function AccountDeletion({ requested = false }: { requested?: boolean }) {
  const t = useT();
  const fetcher = useFetcher<SettingsResult>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const result = fetcher.state === "idle" ? fetcher.data : null;
  const deleted = requested || Boolean(result?.ok && result.data?.deleted);

  useEffect(() => {
    if (!deleted || requested) return; // a post without JavaScript redirects by <meta refresh>
    dialogRef.current?.close();
    const timer = setTimeout(() => window.location.assign("/"), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deleted, requested]);

  // A wrong or missing password is answered in the dialog, next to its field; another refusal (e.g.
  // the last administrator) is shown in the section, and the dialog steps aside for it.
  // A reopened dialog starts clean; the next submission shows its own answer.
  const [answerHidden, setAnswerHidden] = useState(false);
  const passwordError = result?.ok === false && !answerHidden ? (result.fieldErrors.password ?? null) : null;
  useEffect(() => {
    if (result?.ok === false && !result.fieldErrors.password) dialogRef.current?.close();
    // The pressed button was disabled while waiting, so focus fell to the page: back to the field,
    // whose description is the error (screen readers read it).
    if (result?.ok === false && result.fieldErrors.password) document.getElementById(PASSWORD_ID)?.focus();
  }, [result]);

  return (
    <section aria-labelledby="danger-heading" className="rounded-xl border border-red-300 p-5 dark:border-red-800">
      <h3 id="danger-heading" className="flex items-center gap-2 text-lg font-bold text-red-800 dark:text-red-200">
        <AlertTriangle aria-hidden className="size-5" /> {t("deletion.danger")}
      </h3>
      <p className="mt-2 text-slate-700 dark:text-slate-200">
        {t("deletion.text")}
      </p>
      <MessageBox live tone={result?.ok === false ? "error" : "success"} className="mt-3">{passwordError ? null : result?.message}</MessageBox>
      {/* It opens a dialog: a button once the script runs (review, session 49: read out as a link, Space
          did nothing); before that, and without JavaScript, a link that renders the dialog open. */}
      {!deleted &&
        (hydrated ? (
          <button
            type="button"
            onClick={() => {
              const dialog = dialogRef.current;
              if (dialog?.open) dialog.close(); // opened without JavaScript (non-modal): reopen as modal
              dialog?.showModal();
              setAnswerHidden(true);
            }}
            className={DELETE_TRIGGER_CLASS}
          >
            {t("deletion.button")}
          </button>
        ) : (
          <a href="?usun-konto=1" className={DELETE_TRIGGER_CLASS}>
            {t("deletion.button")}
          </a>
        ))}
      <dialog
        ref={dialogRef}
        open={searchParams.get("usun-konto") === "1" ? true : undefined}
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-desc"
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="delete-dialog-title" className="text-lg font-bold">
          {t("deletion.confirmTitle")}
        </h2>
        <p id="delete-dialog-desc" className="mt-2 text-slate-700 dark:text-slate-200">
          {t("deletion.confirmText")}
        </p>
        {/* No revalidation: the sessions are gone, the page stays to show the message. */}
        <fetcher.Form id="delete-account-form" method="post" action="/profil/ustawienia" defaultShouldRevalidate={false} noValidate className="mt-4" onSubmit={() => setAnswerHidden(false)}>
          <input type="hidden" name="intent" value="delete-account" />
          <PasswordField
            label={t("deletion.passwordLabel")}
            name="password"
            id={PASSWORD_ID}
            hint={t("deletion.passwordHint")}
            error={passwordError}
            autoComplete="current-password"
            required
            autoFocus
          />
        </fetcher.Form>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <form method="dialog">
            <button type="submit" className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
              {t("common.cancel")}
            </button>
          </form>
          <button
            type="submit"
            form="delete-account-form"
            disabled={fetcher.state !== "idle"}
            className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {t("deletion.confirm")}
          </button>
        </div>
      </dialog>
    </section>
  );
}

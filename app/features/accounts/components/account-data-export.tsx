import Download from "lucide-react/icons/download";
import { PasswordField } from "~/components/ui/field";
import { dismissErrorToasts, useToast } from "~/components/ui/toaster";
import { useT } from "~/i18n/i18n";

// ADR 203: "Pobierz moje dane" (RODO art. 15, 20). A plain form, no fetcher: the answer is a file the
// browser saves (the page stays); a refusal comes back to this page as a toast (role=alert).
// With JavaScript, sending it says the file is being prepared (ADR 218).
export function AccountDataExport() {
  const t = useT();
  const toast = useToast();
  return (
    <section id="dane" aria-labelledby="dane-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="dane-heading" className="text-xl font-bold">
        {t("dataExport.heading")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-200">{t("dataExport.text")}</p>
      <form
        method="post"
        action="/profil/dane"
        className="mt-4 max-w-sm space-y-4"
        onSubmit={(event) => {
          // A file leaves the page as it is: the last refusal goes, and the password does not stay typed in.
          // A refusal comes back as a new page with its own toast.
          dismissErrorToasts();
          toast.info(t("dataExport.preparing"));
          const password = event.currentTarget.elements.namedItem("password");
          // After this handler: the browser takes the form's data once the submit event is over.
          setTimeout(() => {
            if (password instanceof HTMLInputElement) password.value = "";
          }, 0);
        }}
      >
        <PasswordField label={t("dataExport.passwordLabel")} name="password" id="haslo-dane" hint={t("dataExport.passwordHint")} autoComplete="current-password" required />
        <button type="submit" className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          <Download aria-hidden className="size-5" /> {t("dataExport.button")}
        </button>
      </form>
    </section>
  );
}

import { ShieldCheck, ShieldOff } from "lucide-react";
import { Form } from "react-router";
import { PasswordConfirmSchema, TotpConfirmSchema } from "../../schemas";
import { secondaryButtonClass } from "~/components/ui/classes";
import { CopyButton } from "~/components/ui/copy-button";
import { PasswordField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusOnSwitch } from "~/components/ui/use-focus-on-switch";
import { useFormValidation } from "../use-form-validation";
import { SecurityPanel } from "./panel";
import { resultFor, type SecurityResult } from "./types";
import { useMessage, useT } from "~/i18n/i18n";
import { BACKUP_CODE_COUNT, BACKUP_CODES_LOW } from "../../auth-constants";

type Pending = { secret: string; qrCode: string; uri: string };
type Props = { enabled: boolean; pending: Pending | null; backupCodesLeft: number | null; result?: SecurityResult };

// DESIGN §5: two-factor works — TOTP with a QR code and backup codes, not a 'Wkrótce' button.
export function TwoFactorPanel({ enabled, pending, backupCodesLeft, result }: Props) {
  const t = useT();
  const message = useMessage();
  const codes = result?.ok ? result.data?.backupCodes : undefined;
  // After "Włącz…" the set-up continues at its code field, after "Potwierdź i włącz" at the backup codes.
  useFocusOnSwitch(codes ? "codes" : pending ? "pending" : enabled ? "on" : "off", (step) =>
    step === "codes" ? "kody-zapasowe" : step === "pending" ? "kod-2fa" : null,
    "dwuetapowa",
  );
  return (
    <SecurityPanel
      id="dwuetapowa"
      title={t("security.2fa.title")}
      description={t("security.2fa.text")}
      answer={result}
    >
      <p className="mb-4 flex items-center gap-2 text-sm font-medium" data-testid="two-factor-status">
        {enabled ? (
          <>
            <ShieldCheck aria-hidden className="size-5 text-emerald-600" />
            <span className="text-emerald-800 dark:text-emerald-200">{t("security.2fa.on")}</span>
          </>
        ) : (
          <>
            <ShieldOff aria-hidden className="size-5 text-slate-500" />
            <span className="text-slate-700 dark:text-slate-200">{t("security.2fa.off")}</span>
          </>
        )}
      </p>
      {enabled && !codes && backupCodesLeft !== null && <CodesLeft count={backupCodesLeft} />}
      {codes && <BackupCodes codes={codes} />}
      {pending ? (
        <PendingSetup pending={pending} result={resultFor(result, "2fa-confirm")} />
      ) : enabled ? (
        <div className="space-y-6">
          <PasswordForm
            intent="2fa-backup-codes"
            legend={t("security.2fa.newCodesLegend")}
            label={t("security.2fa.newCodes")}
            pendingLabel={t("security.2fa.generating")}
            note={t("security.2fa.newCodesNote")}
            result={resultFor(result, "2fa-backup-codes")}
          />
          <PasswordForm intent="2fa-disable" legend={t("security.2fa.disableLegend")} label={t("security.2fa.disable")} pendingLabel={t("security.2fa.disabling")} result={resultFor(result, "2fa-disable")} />
        </div>
      ) : (
        <PasswordForm
          intent="2fa-start"
          label={t("security.2fa.enable")}
          pendingLabel={t("security.2fa.preparing")}
          note={t("security.2fa.enableNote")}
          result={resultFor(result, "2fa-start")}
        />
      )}
      {result?.ok && result.data?.intent === "2fa-disable" && (
        <MessageBox tone="success">
          <p>{message(result.message)}</p>
        </MessageBox>
      )}
    </SecurityPanel>
  );
}

type PasswordFormProps = { intent: string; legend?: string; label: string; pendingLabel: string; note?: string; result?: SecurityResult };

/** One password-confirmed action. Review (session 24): with two of them on the page, each "Hasło"
 *  field sits in a fieldset whose legend names its action, so a screen reader tells them apart. */
function PasswordForm({ intent, legend, label, pendingLabel, note, result }: PasswordFormProps) {
  const t = useT();
  const message = useMessage();
  const validation = useFormValidation(PasswordConfirmSchema);
  const errorId = `blad-${intent}`;
  const error = validation.error?.message ?? (result && !result.ok ? result.message : undefined);
  return (
    <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md">
      <fieldset className="space-y-3">
        {legend && <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>}
        {note && <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>}
        {error && (
          <MessageBox id={errorId}>
            <p>{message(error)}</p>
          </MessageBox>
        )}
        <PasswordField label={t("security.passwordLabel")} id={`haslo-${intent}`} name="password" autoComplete="current-password" invalid={Boolean(error)} errorId={errorId} />
        <div className="sm:w-80">
          <SubmitButton name="intent" value={intent} pendingLabel={pendingLabel}>
            {label}
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}

function PendingSetup({ pending, result }: { pending: Pending; result?: SecurityResult }) {
  const t = useT();
  const message = useMessage();
  const validation = useFormValidation(TotpConfirmSchema);
  const error = validation.error?.message ?? (result && !result.ok ? result.message : undefined);
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>{t("security.2fa.step1")}</li>
        <li>{t("security.2fa.step2")}</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img src={pending.qrCode} alt={t("security.2fa.qrAlt")} width={176} height={176} className="rounded-lg border border-slate-200 bg-white p-2" />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="font-medium text-slate-800 dark:text-slate-100">{t("security.2fa.key")}</p>
          <code data-testid="totp-secret" className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {pending.secret}
          </code>
          <p className="text-xs text-slate-600 dark:text-slate-300">{t("security.2fa.type")}</p>
        </div>
      </div>
      <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md space-y-3">
        {error && (
          <MessageBox id="blad-2fa-confirm">
            <p>{message(error)}</p>
          </MessageBox>
        )}
        <TextField id="kod-2fa" label={t("security.2fa.code")} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" invalid={Boolean(error)} errorId="blad-2fa-confirm" />
        <div className="flex flex-wrap items-center gap-3">
          <div className="sm:w-64">
            <SubmitButton name="intent" value="2fa-confirm" pendingLabel={t("security.2fa.checking")}>
              {t("security.2fa.confirm")}
            </SubmitButton>
          </div>
        </div>
      </Form>
      <Form method="post">
        <button type="submit" name="intent" value="2fa-cancel" className={secondaryButtonClass}>
          {t("security.2fa.cancel")}
        </button>
      </Form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const t = useT();
  return (
    <div className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950" role="status">
      <h3 id="kody-zapasowe" tabIndex={-1} className="font-semibold text-amber-900 dark:text-amber-100">
        {t("security.2fa.codesTitle")}
      </h3>
      <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">
        {t("security.2fa.codesText")}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center text-slate-900 dark:bg-slate-900 dark:text-slate-100">
            {code}
          </li>
        ))}
      </ul>
      {/* Review (sessions 23–24): the codes could only be copied by hand. A file (without JavaScript
          too) and the clipboard. */}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(codes.join("\r\n") + "\r\n")}`}
          download="viralne-produkty-kody-zapasowe.txt"
          className="text-sm font-semibold text-amber-900 underline dark:text-amber-100"
        >
          {t("security.2fa.downloadCodes")}
        </a>
        <CopyButton text={() => codes.join("\n")} label={t("security.2fa.copyCodes")} accessibleLabel={t("security.2fa.copyCodesLabel")} />
      </div>
    </div>
  );
}

function CodesLeft({ count }: { count: number }) {
  const t = useT();
  const low = count <= BACKUP_CODES_LOW;
  return (
    <div className="mb-4 space-y-1 text-sm" data-testid="backup-codes-left">
      <p className="text-slate-700 dark:text-slate-200">{t("security.2fa.codesLeft", { count, total: BACKUP_CODE_COUNT })}</p>
      {low && <p className="font-medium text-amber-800 dark:text-amber-200">{t("security.2fa.codesLow")}</p>}
    </div>
  );
}

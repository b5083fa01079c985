import { ShieldCheck, ShieldOff } from "lucide-react";
import { Form } from "react-router";
import { PasswordConfirmSchema, TotpConfirmSchema } from "../../schemas";
import { secondaryButtonClass } from "~/components/ui/classes";
import { PasswordField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormValidation } from "../use-form-validation";
import { SecurityPanel } from "./panel";
import { resultFor, type SecurityResult } from "./types";

type Pending = { secret: string; qrCode: string; uri: string };
type Props = { enabled: boolean; pending: Pending | null; result?: SecurityResult };

// DESIGN §5: two-factor works — TOTP with a QR code and backup codes, not a 'Wkrótce' button.
export function TwoFactorPanel({ enabled, pending, result }: Props) {
  const codes = result?.ok ? result.data?.backupCodes : undefined;
  return (
    <SecurityPanel
      id="dwuetapowa"
      title="Weryfikacja dwuetapowa"
      description="Przy logowaniu poprosimy dodatkowo o kod z aplikacji uwierzytelniającej (np. Google Authenticator, Microsoft Authenticator, Aegis)."
    >
      <p className="mb-4 flex items-center gap-2 text-sm font-medium" data-testid="two-factor-status">
        {enabled ? (
          <>
            <ShieldCheck aria-hidden className="size-5 text-emerald-600" />
            <span className="text-emerald-800 dark:text-emerald-200">Status: włączona</span>
          </>
        ) : (
          <>
            <ShieldOff aria-hidden className="size-5 text-slate-500" />
            <span className="text-slate-700 dark:text-slate-200">Status: wyłączona</span>
          </>
        )}
      </p>
      {codes && <BackupCodes codes={codes} />}
      {pending ? (
        <PendingSetup pending={pending} result={resultFor(result, "2fa-confirm")} />
      ) : enabled ? (
        <div className="space-y-6">
          <PasswordForm
            intent="2fa-backup-codes"
            label="Wygeneruj nowe kody zapasowe"
            pendingLabel="Generowanie…"
            note="Nowe kody zastąpią dotychczasowe."
            result={resultFor(result, "2fa-backup-codes")}
          />
          <PasswordForm intent="2fa-disable" label="Wyłącz weryfikację dwuetapową" pendingLabel="Wyłączanie…" result={resultFor(result, "2fa-disable")} />
        </div>
      ) : (
        <PasswordForm
          intent="2fa-start"
          label="Włącz weryfikację dwuetapową"
          pendingLabel="Przygotowywanie…"
          note="Aby włączyć weryfikację dwuetapową, potwierdź swoje hasło."
          result={resultFor(result, "2fa-start")}
        />
      )}
      {result?.ok && result.data?.intent === "2fa-disable" && (
        <MessageBox tone="success">
          <p>{result.message}</p>
        </MessageBox>
      )}
    </SecurityPanel>
  );
}

function PasswordForm({ intent, label, pendingLabel, note, result }: { intent: string; label: string; pendingLabel: string; note?: string; result?: SecurityResult }) {
  const validation = useFormValidation(PasswordConfirmSchema);
  const errorId = `blad-${intent}`;
  const error = validation.error?.message ?? (result && !result.ok ? result.message : undefined);
  return (
    <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md space-y-3">
      {note && <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      {error && (
        <MessageBox id={errorId}>
          <p>{error}</p>
        </MessageBox>
      )}
      <PasswordField label="Hasło" id={`haslo-${intent}`} name="password" autoComplete="current-password" invalid={Boolean(error)} errorId={errorId} />
      <div className="sm:w-80">
        <SubmitButton name="intent" value={intent} pendingLabel={pendingLabel}>
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}

function PendingSetup({ pending, result }: { pending: Pending; result?: SecurityResult }) {
  const validation = useFormValidation(TotpConfirmSchema);
  const error = validation.error?.message ?? (result && !result.ok ? result.message : undefined);
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>Zeskanuj kod QR w aplikacji uwierzytelniającej albo wpisz klucz ręcznie.</li>
        <li>Wpisz 6-cyfrowy kod, który pokaże aplikacja, i potwierdź.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img src={pending.qrCode} alt="Kod QR do zeskanowania w aplikacji uwierzytelniającej" width={176} height={176} className="rounded-lg border border-slate-200 bg-white p-2" />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="font-medium text-slate-800 dark:text-slate-100">Klucz do wpisania ręcznie:</p>
          <code data-testid="totp-secret" className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {pending.secret}
          </code>
          <p className="text-xs text-slate-600 dark:text-slate-300">Typ: oparty na czasie (TOTP), 6 cyfr, co 30 sekund.</p>
        </div>
      </div>
      <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md space-y-3">
        {error && (
          <MessageBox id="blad-2fa-confirm">
            <p>{error}</p>
          </MessageBox>
        )}
        <TextField label="Kod z aplikacji" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" invalid={Boolean(error)} errorId="blad-2fa-confirm" />
        <div className="flex flex-wrap items-center gap-3">
          <div className="sm:w-64">
            <SubmitButton name="intent" value="2fa-confirm" pendingLabel="Sprawdzanie…">
              Potwierdź i włącz
            </SubmitButton>
          </div>
        </div>
      </Form>
      <Form method="post">
        <button type="submit" name="intent" value="2fa-cancel" className={secondaryButtonClass}>
          Anuluj konfigurację
        </button>
      </Form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950" role="status">
      <h3 className="font-semibold text-amber-900 dark:text-amber-100">Twoje kody zapasowe</h3>
      <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">
        Zapisz je teraz w bezpiecznym miejscu – nie pokażemy ich ponownie. Każdy kod działa jeden raz, gdy nie masz dostępu do aplikacji.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center text-slate-900 dark:bg-slate-900 dark:text-slate-100">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 sm:text-sm";

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-600";

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

export const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  hint?: ReactNode;
  invalid?: boolean;
  /** id of the message box that explains the error, for aria-describedby. */
  errorId?: string;
};

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

export function TextField({ label, name, hint, invalid, errorId, id, "aria-describedby": extra, ...rest }: FieldProps) {
  const inputId = id ?? `pole-${name}`;
  const hintId = hint ? `${inputId}-opis` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, extra, invalid && errorId)}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (spec: public §2 Bezpieczeństwo, each field). */
export function PasswordField({ label, name, hint, invalid, errorId, id, "aria-describedby": extra, ...rest }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const inputId = id ?? `pole-${name}`;
  const hintId = hint ? `${inputId}-opis` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-11`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hintId, extra, invalid && errorId)}
          autoCapitalize="none"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Ukryj hasło: ${label}` : `Pokaż hasło: ${label}`}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

export function Checkbox({ name, children, invalid, errorId, ...rest }: InputHTMLAttributes<HTMLInputElement> & { name: string; children: ReactNode; invalid?: boolean; errorId?: string }) {
  const id = `pole-${name}`;
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...rest}
      />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-200">
        {children}
      </label>
    </div>
  );
}

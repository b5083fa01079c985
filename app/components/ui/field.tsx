import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { errorTextClass, hintClass, inputClass, labelClass } from "./classes";

/**
 * Labelled form fields. Each takes `error` (the Polish message for this field, e.g. from
 * `ActionResult.fieldErrors[name]` or `useFormErrors`): the control gets aria-invalid and is described
 * by the message shown under it. `hint` is a short help text, also linked by aria-describedby.
 */
type Common = { label: ReactNode; name: string; hint?: ReactNode; error?: string | null; id?: string };

export function fieldIds(name: string, id?: string) {
  const inputId = id ?? `pole-${name}`;
  return { inputId, hintId: `${inputId}-opis`, errorId: `${inputId}-blad` };
}

function describedBy(...ids: unknown[]) {
  return ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ") || undefined;
}

function FieldFrame({ label, inputId, hint, hintId, error, errorId, children }: { label: ReactNode; inputId: string; hint?: ReactNode; hintId: string; error?: string | null; errorId: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/** A text-like input (text, email, url, number, date…). */
export function TextField({ label, name, hint, error, id, "aria-describedby": extra, ...rest }: TextFieldProps) {
  const { inputId, hintId, errorId } = fieldIds(name, id);
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        id={inputId}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, extra, error && errorId)}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (spec: public §2 Bezpieczeństwo, each field). */
export function PasswordField({ label, name, hint, error, id, "aria-describedby": extra, ...rest }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const { inputId, hintId, errorId } = fieldIds(name, id);
  const spoken = typeof label === "string" ? label : "hasło";
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-11`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, extra, error && errorId)}
          autoCapitalize="none"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Ukryj hasło: ${spoken}` : `Pokaż hasło: ${spoken}`}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
    </FieldFrame>
  );
}

type TextareaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

export function TextareaField({ label, name, hint, error, id, "aria-describedby": extra, rows = 4, ...rest }: TextareaFieldProps) {
  const { inputId, hintId, errorId } = fieldIds(name, id);
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        id={inputId}
        name={name}
        rows={rows}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, extra, error && errorId)}
        {...rest}
      />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };
type SelectFieldProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> & { options: readonly SelectOption[]; placeholder?: string };

/** A native select; `placeholder` adds a first empty option. */
export function SelectField({ label, name, hint, error, id, options, placeholder, "aria-describedby": extra, ...rest }: SelectFieldProps) {
  const { inputId, hintId, errorId } = fieldIds(name, id);
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={inputId}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, extra, error && errorId)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<Common, "label"> & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type"> & { children: ReactNode; role?: "switch" };

/** A checkbox with its label on the right; sends "on" when ticked (parse with `checkbox` from ~/utils/form). */
export function CheckboxField({ name, children, hint, error, id, role, ...rest }: CheckboxFieldProps) {
  const { inputId, hintId, errorId } = fieldIds(name, id);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          role={role}
          className={
            role === "switch"
              ? "peer relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-4 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-600"
              : "mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-slate-700 dark:text-slate-200">
          {children}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={`${hintClass} pl-6`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off switch: a checkbox with role="switch" (screen readers say "włączony/wyłączony"). */
export function SwitchField(props: Omit<CheckboxFieldProps, "role">) {
  return <CheckboxField {...props} role="switch" />;
}

import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { errorTextClass, hintClass, inputClass, labelClass } from "./classes";
import { useMessage, useT } from "~/i18n/i18n";
import "~/i18n/password-messages"; // ADR 094: the Polish messages it shows come with it

/**
 * Labelled form fields. Each takes `error` (the Polish message for this field, e.g. from
 * `ActionResult.fieldErrors[name]` or `useFormErrors`): the control gets aria-invalid and is described
 * by the message shown under it. `hint` is a short help text, also linked by aria-describedby.
 */
type Common = {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  /** One-message forms (OneMessageForm): mark the field invalid, described by the form's box `errorId`. */
  invalid?: boolean;
  errorId?: string;
};

/** aria-invalid/aria-describedby for the field's own error, or for a shared message box. */
function errorAria(error: string | null | undefined, ownErrorId: string, invalid?: boolean, boxId?: string) {
  if (error) return { invalid: true as const, describedBy: ownErrorId };
  if (invalid) return { invalid: true as const, describedBy: boxId };
  return { invalid: undefined, describedBy: undefined };
}

export function fieldIds(name: string, id?: string) {
  const inputId = id ?? `pole-${name}`;
  return { inputId, hintId: `${inputId}-opis`, errorId: `${inputId}-blad` };
}

function describedBy(...ids: unknown[]) {
  return ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ") || undefined;
}

/** The help text and the error message under a control, each with the id the control points at. */
function FieldNotes({ hint, hintId, error, errorId, indent = false }: { hint?: ReactNode; hintId: string; error?: string | null; errorId: string; indent?: boolean }) {
  const message = useMessage();
  return (
    <>
      {hint && (
        <p id={hintId} className={`${hintClass} ${indent ? "pl-6" : ""}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorTextClass}>
          {message(error)}
        </p>
      )}
    </>
  );
}

function FieldFrame({ label, inputId, hint, hintId, error, errorId, children }: { label: ReactNode; inputId: string; hint?: ReactNode; hintId: string; error?: string | null; errorId: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/** Splits a field's props into the frame (label, hint, error), the control's id/name/aria and the rest. */
function splitField<P extends Common & { "aria-describedby"?: string }>(props: P) {
  const { label, name, hint, error, id, invalid, errorId: boxId, "aria-describedby": extra, ...rest } = props;
  const { inputId, hintId, errorId } = fieldIds(name, id);
  const aria = errorAria(error, errorId, invalid, boxId);
  return {
    frame: { label, inputId, hint, hintId, error, errorId },
    control: { id: inputId, name, "aria-invalid": aria.invalid, "aria-describedby": describedBy(hint && hintId, extra, aria.describedBy) },
    rest,
  };
}

/** A text-like input (text, email, url, number, date…). */
export function TextField(props: TextFieldProps) {
  const { frame, control, rest } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={inputClass} {...rest} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (spec: public §2 Bezpieczeństwo, each field). */
export function PasswordField(props: TextFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const { frame, control, rest } = splitField(props);
  const spoken = typeof props.label === "string" ? props.label : t("password.field");
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input {...control} type={visible ? "text" : "password"} className={`${inputClass} pr-11`} autoCapitalize="none" spellCheck={false} {...rest} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t(visible ? "password.hide" : "password.show", { field: spoken })}
          aria-controls={control.id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
    </FieldFrame>
  );
}

type TextareaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

export function TextareaField({ rows = 4, ...props }: TextareaFieldProps) {
  const { frame, control, rest } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} className={inputClass} {...rest} />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };
type SelectFieldProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> & { options: readonly SelectOption[]; placeholder?: string };

/** A native select; `placeholder` adds a first empty option. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={inputClass} {...rest}>
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
export function CheckboxField({ name, children, hint, error, id, role, invalid, errorId: boxId, ...rest }: CheckboxFieldProps) {
  const { inputId, hintId, errorId } = fieldIds(name, id);
  return (
    <div className="space-y-1">
      {/* ADR 200: the box and its label are one target, at least 24 px high with a mouse, 44 px on touch. */}
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          role={role}
          className={
            role === "switch"
              ? "peer relative mt-0.5 pointer-coarse:mt-3 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-4 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-600"
              : "mt-1 pointer-coarse:mt-3.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
          }
          aria-invalid={errorAria(error, errorId, invalid, boxId).invalid}
          aria-describedby={describedBy(hint && hintId, errorAria(error, errorId, invalid, boxId).describedBy)}
          {...rest}
        />
        <label htmlFor={inputId} className="min-h-6 py-0.5 text-sm text-slate-700 pointer-coarse:min-h-11 pointer-coarse:py-3 dark:text-slate-200">
          {children}
        </label>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} indent />
    </div>
  );
}

/** An on/off switch: a checkbox with role="switch" (screen readers say "włączony/wyłączony"). */
export function SwitchField(props: Omit<CheckboxFieldProps, "role">) {
  return <CheckboxField {...props} role="switch" />;
}

/** The e-mail field of the sign-in pages: 'Adres email', type/autocomplete/keyboard for e-mail. */
export function EmailField(props: Omit<TextFieldProps, "label" | "name" | "type"> & { label?: ReactNode; name?: string }) {
  return <TextField label="Adres email" name="email" type="email" autoComplete="email" inputMode="email" placeholder="twoj@email.pl" {...props} />;
}

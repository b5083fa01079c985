import { PasswordField } from "~/components/ui/field";
import { PasswordStrength } from "./password-strength";
import { useT } from "~/i18n/i18n";
import "~/i18n/password-messages"; // ADR 094: the Polish messages it shows come with it

type Props = {
  label: string;
  name: string;
  /** id of the strength box, which describes the field. */
  strengthId: string;
  value: string;
  onChange: (value: string) => void;
  /** The confirmation field (always named confirmPassword); controlled when `confirmValue` is given. */
  confirmLabel: string;
  confirmValue?: string;
  onConfirmChange?: (value: string) => void;
  invalid: (name: string) => boolean;
  errorId: string;
};

/** A new password with its live strength bar and rule checklist, then its confirmation (spec: public §5). */
export function NewPasswordFields({ label, name, strengthId, value, onChange, confirmLabel, confirmValue, onConfirmChange, invalid, errorId }: Props) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        placeholder={t("password.placeholder")}
        aria-describedby={strengthId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={invalid(name)}
        errorId={errorId}
      />
      <PasswordStrength password={value} id={strengthId} />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        {...(confirmValue !== undefined && { value: confirmValue, onChange: (e) => onConfirmChange?.(e.target.value) })}
        invalid={invalid("confirmPassword")}
        errorId={errorId}
      />
    </>
  );
}

import { PasswordField } from "~/components/ui/field";
import { PasswordStrength } from "./password-strength";

type Props = {
  label: string;
  name: string;
  /** id of the strength box, which describes the field. */
  strengthId: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
};

/** A new-password input with its live strength bar and rule checklist (spec: public §5). */
export function NewPasswordField({ label, name, strengthId, value, onChange, invalid, errorId }: Props) {
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        placeholder="Minimum 8 znaków"
        aria-describedby={strengthId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={invalid}
        errorId={errorId}
      />
      <PasswordStrength password={value} id={strengthId} />
    </>
  );
}

import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { primaryButtonClass } from "./fields";

/** Submit button that shows a spinner while its form is being sent (spec: Login idle → submitting). */
export function SubmitButton({ children, pendingLabel, disabled, name, value }: { children: ReactNode; pendingLabel: string; disabled?: boolean; name?: string; value?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} className={primaryButtonClass} disabled={disabled || pending} aria-disabled={disabled || pending}>
      {pending && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {pending ? pendingLabel : children}
    </button>
  );
}

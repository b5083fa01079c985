import Loader2 from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { busyButtonProps } from "./busy-button";
import { primaryButtonClass } from "./classes";
import { SAVE_SHORTCUT_KEYS } from "./use-save-shortcut";

type Props = {
  children: ReactNode;
  /** Shown (with a spinner) while the form is being sent, e.g. 'Zapisywanie...'. */
  pendingLabel: string;
  disabled?: boolean;
  /** For a button among several in one form: pending only when this name/value was submitted. */
  name?: string;
  value?: string;
  /** A fetcher form passes `fetcher.state !== "idle"`; page forms leave it out (navigation state is used). */
  pending?: boolean;
  className?: string;
  form?: string;
  /** The form's save button: Ctrl+S presses it (useSaveShortcut), and it says so (aria-keyshortcuts). */
  save?: boolean;
};

/** The submit button of every form: labelled `pendingLabel`, and not pressable (busyButtonProps), while its submission runs. */
export function SubmitButton({
  children,
  pendingLabel,
  disabled,
  name,
  value,
  pending: pendingProp,
  className = primaryButtonClass,
  form,
  save,
}: Props) {
  const navigation = useNavigation();
  const navigating = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  const pending = pendingProp ?? navigating;
  return (
    <button
      type="submit"
      name={name}
      value={value}
      form={form}
      className={className}
      disabled={disabled}
      {...busyButtonProps(pending)}
      data-save-button={save ? "" : undefined}
      aria-keyshortcuts={save ? SAVE_SHORTCUT_KEYS : undefined}
    >
      {pending && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {pending ? pendingLabel : children}
    </button>
  );
}

import { useEffect, useState, type FormEvent } from "react";
import { focusRefusedField } from "~/components/ui/focus-refused-field";
import { reviewFieldOf } from "../review-texts";

/** The form field each of the browser's findings is about (reviewFieldOf's names → the controls' names). */
const FIELD_NAME = { comment: "comment", terms: "acceptTerms", rating: "rating" } as const;

type Check = (form: FormData) => string | null;

/**
 * ADR 019 for the review forms: once the form is open, the action's schema is loaded (a separate
 * chunk, so anonymous product pages stay free of zod, ADR 083) and runs on submit; a problem blocks
 * the post and is shown as the form's one-line message. Until it has loaded (or without
 * JavaScript) the form keeps its native `required` checks and the server answers.
 */
export function useReviewFormCheck(kind: "create" | "edit", open: boolean, serverAnswer: unknown) {
  const [check, setCheck] = useState<Check | null>(null);
  // undefined: nothing checked since the server's last answer, whose message (if any) stands.
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    if (!open || check) return;
    let live = true;
    void import("../review-form-checks").then((m) => live && setCheck(() => m.REVIEW_FORM_CHECKS[kind]));
    return () => {
      live = false;
    };
  }, [open, check, kind]);
  // A new server answer replaces what the browser found; a success starts the next edit afresh.
  const refused = (serverAnswer as { ok?: boolean } | null | undefined)?.ok === false;
  useEffect(() => {
    setProblem(undefined);
    if ((serverAnswer as { ok?: boolean } | null | undefined)?.ok) setAttempted(false);
  }, [serverAnswer]);
  return {
    /** The one message to show: the browser's latest finding, else the server's refusal. */
    message: (serverMessage: string | null) => (problem === undefined ? serverMessage : problem),
    noValidate: check !== null,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!check) return;
      const found = check(new FormData(event.currentTarget));
      setAttempted(true);
      setProblem(found);
      if (!found) return;
      event.preventDefault();
      // The keyboard continues from the field the message is about, not from the button (phone review, session 50).
      const field = reviewFieldOf(found);
      focusRefusedField(event.currentTarget, field ? FIELD_NAME[field] : null);
    },
    // After a refused attempt (the browser's or the server's), each edit checks again, so the message
    // goes as soon as it is fixed (session 22 review: the terms message stayed after the box was ticked).
    onChange(event: FormEvent<HTMLFormElement>) {
      if (!check || (!attempted && !refused)) return;
      setProblem(check(new FormData(event.currentTarget)));
    },
  };
}

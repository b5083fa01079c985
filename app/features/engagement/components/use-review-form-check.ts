import { useEffect, useState, type FormEvent } from "react";

type Check = (form: FormData) => string | null;

/**
 * ADR 019 for the review forms: once the form is open, the action's schema is loaded (a separate
 * chunk, so anonymous product pages stay free of zod, ADR 083) and runs on submit; a problem blocks
 * the post and is shown as the form's one-line message. Until it has loaded (or without
 * JavaScript) the form keeps its native `required` checks and the server answers.
 */
export function useReviewFormCheck(kind: "create" | "edit", open: boolean, serverAnswer: unknown) {
  const [check, setCheck] = useState<Check | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!open || check) return;
    let live = true;
    void import("../review-form-checks").then((m) => live && setCheck(() => m.REVIEW_FORM_CHECKS[kind]));
    return () => {
      live = false;
    };
  }, [open, check, kind]);
  // A new server answer replaces what the browser found.
  useEffect(() => setProblem(null), [serverAnswer]);
  return {
    problem,
    noValidate: check !== null,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!check) return;
      const found = check(new FormData(event.currentTarget));
      setProblem(found);
      if (found) event.preventDefault();
    },
  };
}

import type { FormEvent, Ref } from "react";
import { Form, useSubmit, type FormProps, type SubmitOptions } from "react-router";

// ADR 188 (shopper review): a GET filter form sent every field, so 'Zastosuj filtry' gave
// /produkty?minPrice=100&maxPrice=&minRating=&shop= — and those are the links people share. With
// JavaScript every GET filter form of the site and the panel submits through here and leaves the
// empty fields out. Without JavaScript the browser's own GET still works (an empty field means "not
// set" to every loader). Links built from the current address (pagination, the first page, "Czy
// chodziło Ci o…") drop empty parameters too, so none come back from an old shared link.

/** `params` without the parameters whose value is empty (a new object; the order kept). */
export function withoutEmptyParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (value !== "") kept.append(name, value);
  return kept;
}

/** The form's fields (the submitter's name and value included, as the browser sends them), empty ones left out. */
export function filledFields(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const kept = new URLSearchParams();
  // A submitter that is not one of this form's buttons would make FormData throw: leave it out.
  const own = submitter && "form" in submitter && (submitter as HTMLButtonElement).form === form ? submitter : null;
  for (const [name, value] of new FormData(form, own)) if (typeof value === "string" && value !== "") kept.append(name, value);
  return kept;
}

type SubmitFilledOptions = Omit<SubmitOptions, "method" | "action" | "encType">;

/** Submits a GET form as its own submit would (to its action, or the submitter's formaction), without its empty fields. */
export function useSubmitFilled() {
  const submit = useSubmit();
  return (form: HTMLFormElement, options: SubmitFilledOptions = {}, submitter?: HTMLElement | null) =>
    submit(filledFields(form, submitter), {
      ...options,
      method: "get",
      // React Router renders the resolved action on the element (index routes' ?index included).
      action: submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? undefined,
    });
}

type GetFormProps = Omit<FormProps, "method"> & { ref?: Ref<HTMLFormElement> };

/** React Router's GET <Form> whose submit leaves the empty fields out of the address (see above). */
export function GetForm({ onSubmit, replace, preventScrollReset, viewTransition, ...props }: GetFormProps) {
  const submitFilled = useSubmitFilled();
  const send = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void submitFilled(event.currentTarget, { replace, preventScrollReset, viewTransition }, submitter);
  };
  return <Form {...props} method="get" replace={replace} preventScrollReset={preventScrollReset} viewTransition={viewTransition} onSubmit={send} />;
}

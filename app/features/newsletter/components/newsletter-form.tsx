import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CheckboxField, SelectField, TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { PreviewRegion } from "~/components/ui/preview-region";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusFormMessage } from "~/components/ui/use-focus-form-message";
import { useRefocusAfterRemount } from "~/components/ui/use-refocus-after-remount";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { formatPrice } from "~/features/catalog/format";
import { newsletterEmail } from "~/features/mail/newsletter-templates";
import { loadCatalogue, useT, type Locale } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { useHydrated } from "~/utils/use-hydrated";
import { cleanLine, cleanUserText } from "~/utils/text";
import type { NewsletterScreen } from "../newsletter-history.server";
import { NEWSLETTER_DEFAULT_SUBJECT, NEWSLETTER_INTRO_MAX, NEWSLETTER_SUBJECT_MAX, NewsletterIssueSchema } from "../newsletter-rules";

// ADR 185: the next issue. The preview is the e-mail's own HTML (the template the worker sends), in a
// sandboxed frame, redrawn as the editor types and ticks. "Wyślij próbnie do mnie" posts the form as it
// is (the signed-in editor's address only); sending to everyone asks first, naming how many get it.
// Without JavaScript the send button posts the form directly, as every ConfirmForm of the panel does;
// its label names how many get it. The preview's language (each subscriber gets their own) is a
// choice only JavaScript can act on, so it appears once the page is hydrated.

type Props = { data: NewsletterScreen; result?: ActionResult<unknown, unknown> | null };

export function NewsletterForm({ data, result }: Props) {
  const t = useT();
  const { subscribers, products, posts, formKey, me } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const form = useFormErrors(NewsletterIssueSchema, result);
  useFocusFormMessage(result && !result.ok ? result : null, formRef, messageRef);
  // A sent issue remakes the form (keyed by the newest issue): its send button takes the focus back.
  const refocus = useRefocusAfterRemount("newsletter", formRef, 'button[value="send"]');
  useEffect(() => {
    if (result && !result.ok) refocus.cancel();
  }, [result, refocus]);
  const [subject, setSubject] = useState(NEWSLETTER_DEFAULT_SUBJECT);
  const [intro, setIntro] = useState("");
  const [leftOut, setLeftOut] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [previewLocale, setPreviewLocale] = useState<Locale>("pl");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const chosenProducts = products.filter((p) => !leftOut.has(p.id));
  const chosenPosts = posts.filter((p) => !leftOut.has(p.id));
  const previewHtml = useMemo(
    () =>
      newsletterEmail(
        { to: me.email, name: me.name, locale: previewLocale },
        { subject: cleanLine(subject), content: { intro: cleanUserText(intro), products: chosenProducts, posts: chosenPosts } },
        me.previewUnsubscribeUrl,
      ).html,
    [me, previewLocale, subject, intro, chosenProducts, chosenPosts],
  );
  const toggle = (id: string, on: boolean) =>
    setLeftOut((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const sendAll = () => {
    setConfirming(false);
    refocus.expect();
    const body = new FormData(formRef.current!);
    body.set("intent", "send");
    void submit(body, { method: "post" });
  };
  const testDone = result?.ok && result.message ? result.message : null;

  return (
    <section aria-labelledby="newsletter-form" className="space-y-4">
      <h2 id="newsletter-form" className="text-xl font-bold">
        {t("admin.newsletter.form")}
      </h2>
      {form.message && (
        <div ref={messageRef} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          <MessageBox tone="error" title={t("admin.newsletter.errorTitle")}>
            {form.message}
          </MessageBox>
        </div>
      )}
      {testDone && (
        <MessageBox tone="success" live>
          {testDone}
        </MessageBox>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <Form method="post" ref={formRef} noValidate className="space-y-5" onSubmit={form.onSubmit}>
          <input type="hidden" name="key" value={formKey} />
          <TextField
            label={t("admin.newsletter.subject")}
            name="subject"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={NEWSLETTER_SUBJECT_MAX}
            required
            hint={t("admin.newsletter.subjectHint", { max: NEWSLETTER_SUBJECT_MAX })}
            error={form.errors.subject}
          />
          <TextareaField
            label={t("admin.newsletter.introField")}
            name="intro"
            rows={5}
            value={intro}
            onChange={(e) => setIntro(e.currentTarget.value)}
            maxLength={NEWSLETTER_INTRO_MAX}
            hint={t("admin.newsletter.introHint", { max: NEWSLETTER_INTRO_MAX })}
            error={form.errors.intro}
          />
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold">{t("admin.newsletter.products")}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.newsletter.productsHint")}</p>
            {products.length === 0 && <p className="text-sm">{t("admin.newsletter.productsNone")}</p>}
            {products.map((p) => (
              <CheckboxField key={p.id} name="product" id={`nl-product-${p.id}`} value={p.id} checked={!leftOut.has(p.id)} onChange={(e) => toggle(p.id, e.currentTarget.checked)}>
                {p.title}
                {p.price !== null && <span className="text-slate-600 dark:text-slate-300">{` – ${formatPrice(p.price, p.currency)}`}</span>}
              </CheckboxField>
            ))}
            {form.errors.product && <p className="text-sm font-medium text-red-700 dark:text-red-300">{form.errors.product}</p>}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold">{t("admin.newsletter.posts")}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.newsletter.postsHint")}</p>
            {posts.length === 0 && <p className="text-sm">{t("admin.newsletter.postsNone")}</p>}
            {posts.map((p) => (
              <CheckboxField key={p.id} name="post" id={`nl-post-${p.id}`} value={p.id} checked={!leftOut.has(p.id)} onChange={(e) => toggle(p.id, e.currentTarget.checked)}>
                {p.title}
              </CheckboxField>
            ))}
          </fieldset>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.newsletter.testHint", { email: me.email })}</p>
          {subscribers === 0 && <MessageBox tone="info">{t("admin.newsletter.noSubscribers")}</MessageBox>}
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="test" pendingLabel={t("admin.newsletter.test")} className={secondaryButtonClass}>
              {t("admin.newsletter.test")}
            </SubmitButton>
            <button
              type="submit"
              name="intent"
              value="send"
              className={primaryButtonInlineClass}
              disabled={subscribers === 0 || busy}
              onClick={(event) => {
                // The same checks as a post: a refused form never reaches the question.
                event.preventDefault();
                let refused = false;
                form.onSubmit({ currentTarget: formRef.current!, preventDefault: () => void (refused = true) } as unknown as FormEvent<HTMLFormElement>);
                if (!refused) setConfirming(true);
              }}
            >
              {t("admin.newsletter.send", { count: subscribers })}
            </button>
          </div>
        </Form>
        {/* Not a landmark of its own: the preview region below carries the name. */}
        <div className="space-y-2">
          <h3 id="newsletter-preview" className="text-base font-semibold">
            {t("admin.newsletter.preview")}
          </h3>
          {hydrated && (
            <SelectField
              label={t("admin.newsletter.previewLocale")}
              name="previewLocale"
              value={previewLocale}
              onChange={(e) => {
                const locale: Locale = e.currentTarget.value === "en" ? "en" : "pl";
                // A Polish panel has not loaded the English catalogue yet (ADR 080): it comes first.
                void loadCatalogue(locale).then(() => setPreviewLocale(locale));
              }}
              options={[
                { value: "pl", label: t("admin.newsletter.previewLocale.pl") },
                { value: "en", label: t("admin.newsletter.previewLocale.en") },
              ]}
              hint={t("admin.newsletter.previewLocaleHint")}
            />
          )}
          <PreviewRegion label={t("admin.newsletter.preview")}>
            <iframe title={t("admin.newsletter.previewFrame")} srcDoc={previewHtml} sandbox="" className="h-[32rem] w-full rounded-2xl bg-white xl:h-[44rem]" />
          </PreviewRegion>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("admin.newsletter.confirmTitle")}
        message={t("admin.newsletter.confirmText", { count: subscribers, subject: cleanLine(subject) })}
        confirmLabel={t("admin.newsletter.confirmButton")}
        onConfirm={sendAll}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

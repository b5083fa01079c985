import { LeaveEditorDialog, SaveBar } from "~/components/ui/editor-frame";
import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SaveState } from "~/components/ui/save-state";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusFormMessage } from "~/components/ui/use-focus-form-message";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useRefocusAfterRemount } from "~/components/ui/use-refocus-after-remount";
import { useSaveShortcut } from "~/components/ui/use-save-shortcut";
import { useUnsavedChanges } from "~/components/ui/use-unsaved-changes";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import type { SiteSettingsScreen } from "../site-settings-admin.server";
import { FOOTER_DESCRIPTION_MAX, MAILBOX_FIELDS, SiteSettingsSchema, type TypedSettings } from "../site-settings-rules";
import { MAILBOX_KEYS, SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS } from "../site-settings-types";
import { AnnouncementFields } from "./announcement-fields";
import { Section } from "./form-section";

// ADR 179: "Ustawienia strony" — the panel's form ways (ADR 019, 166): the action's schema checks it in
// the browser first, a refusal takes the keyboard to what was refused, a stale save offers to load the
// current settings, Ctrl+S saves, leaving with unsaved changes asks first. Without JavaScript the form
// posts as a page and a refusal comes back with what was typed (`result.data`).

type Props = { data: SiteSettingsScreen; result?: ActionResult<unknown, TypedSettings> | null };

export function SiteSettingsForm({ data, result }: Props) {
  const t = useT();
  const format = useFormat();
  const { settings, changedBy } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const form = useFormErrors(SiteSettingsSchema, result);
  const [dirty, setDirty] = useState(false);
  const blocker = useUnsavedChanges(dirty);
  useSaveShortcut(formRef);
  // A save remakes the form (the route keys it by the settings' version): its save button takes the focus.
  const refocus = useRefocusAfterRemount("site-settings", formRef, "[data-save-button]");
  useFocusFormMessage(result && !result.ok ? result : null, formRef, messageRef);
  useEffect(() => {
    if (result && !result.ok) setDirty(true);
    if (result && !result.ok) refocus.cancel();
  }, [result, refocus]);
  // The server's 409 (not a check the browser has made since): offer the current settings.
  const stale = Boolean(result && !result.ok && result.fieldErrors._stale && form.message === result.message);
  const navigate = useNavigate();
  const location = useLocation();
  // What a refused plain post typed wins over the stored value (it would be lost otherwise).
  const typed = (result && !result.ok ? result.data : undefined) ?? {};
  const value = (name: string, stored: string | null) => typed[name] ?? stored ?? "";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("admin.settings.heading")}</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-200">{t("admin.settings.intro")}</p>
        {changedBy && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("admin.settings.lastChange", { date: format.dateTime(settings.updatedAt), name: changedBy })}</p>
        )}
      </div>
      {form.message && (
        <div ref={messageRef} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          <MessageBox tone="error" title={t("admin.settings.errorTitle")}>
            {form.message}
            {stale && (
              <button type="button" onClick={() => (setDirty(false), void navigate(location.pathname, { replace: true }))} className={`${secondaryButtonClass} mt-2 block`}>
                {t("editor.form.reload")}
              </button>
            )}
          </MessageBox>
        </div>
      )}
      <Form
        method="post"
        ref={formRef}
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          form.onSubmit(event);
          if (!event.defaultPrevented) setDirty(false);
          if (!event.defaultPrevented) refocus.expect();
        }}
        onChange={(event) => {
          setDirty(true);
          form.onChange(event);
        }}
      >
        <input type="hidden" name="expectedUpdatedAt" value={settings.updatedAt} />
        <Section title={t("admin.settings.footer")}>
          <TextareaField
            label={t("admin.settings.footerDescription")}
            name="footerDescription"
            rows={4}
            maxLength={FOOTER_DESCRIPTION_MAX}
            defaultValue={value("footerDescription", settings.footerDescription)}
            hint={t("admin.settings.footerDescriptionHint", { max: FOOTER_DESCRIPTION_MAX })}
            error={form.errors.footerDescription}
          />
        </Section>
        <Section title={t("admin.settings.social")} intro={t("admin.settings.socialIntro")}>
          <div className="grid gap-4 md:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                label={SOCIAL_NETWORK_INFO[network].name}
                name={network}
                type="url"
                inputMode="url"
                autoComplete="off"
                defaultValue={value(network, settings.social[network])}
                hint={t("admin.settings.socialHint", { example: SOCIAL_NETWORK_INFO[network].example })}
                error={form.errors[network]}
              />
            ))}
          </div>
        </Section>
        <Section title={t("admin.settings.mailboxes")} intro={t("admin.settings.mailboxesIntro")}>
          <div className="grid gap-4 md:grid-cols-3">
            {MAILBOX_KEYS.map((mailbox) => (
              <TextField
                key={mailbox}
                label={t(`admin.settings.mailbox.${mailbox}` as MessageKey)}
                name={MAILBOX_FIELDS[mailbox]}
                type="email"
                inputMode="email"
                autoComplete="off"
                defaultValue={value(MAILBOX_FIELDS[mailbox], settings.mailboxes[mailbox])}
                error={form.errors[MAILBOX_FIELDS[mailbox]]}
              />
            ))}
          </div>
        </Section>
        <AnnouncementFields stored={settings.announcement} typed={typed} errors={form.errors} />
        <SaveBar>
          <SubmitButton save pendingLabel={t("admin.settings.saving")} className={primaryButtonInlineClass}>
            {t("admin.settings.save")}
          </SubmitButton>
          <SaveState dirty={dirty} />
        </SaveBar>
      </Form>
      <LeaveEditorDialog blocker={blocker} />
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { AnnouncementBar } from "~/components/layout/announcement-bar";
import { SwitchField, TextField } from "~/components/ui/field";
import { PreviewRegion } from "~/components/ui/preview-region";
import { utcToZonedInput } from "~/features/blog/warsaw-time";
import { useFormat, useT } from "~/i18n/i18n";
import type { FieldErrors } from "~/utils/form";
import { announcementState, announcementVersion } from "../public-settings";
import { ANNOUNCEMENT_MAX, announcementLength, announcementMoment, type TypedSettings } from "../site-settings-rules";
import type { Announcement } from "../site-settings-types";
import { Section } from "./form-section";

// ADR 179: the announcement bar's part of the settings form, with a preview of the bar as the site
// will show it (the public component itself) and where it stands: off, waiting, shown, or ended.

type Props = { stored: Announcement; typed: TypedSettings; errors: FieldErrors };

/** The form's bar fields as typed (datetime-local values in Warsaw time). */
type BarValues = { enabled: boolean; text: string; link: string; startsAt: string; endsAt: string };

function storedValues(stored: Announcement, typed: TypedSettings): BarValues {
  return {
    enabled: typed.announcementEnabled !== undefined ? typed.announcementEnabled === "on" : stored.enabled,
    text: typed.announcementText ?? stored.text,
    link: typed.announcementLink ?? stored.link ?? "",
    startsAt: typed.announcementStartsAt ?? utcToZonedInput(stored.startsAt).slice(0, 16),
    endsAt: typed.announcementEndsAt ?? utcToZonedInput(stored.endsAt).slice(0, 16),
  };
}

export function AnnouncementFields({ stored, typed, errors }: Props) {
  const t = useT();
  const initial = storedValues(stored, typed);
  const [values, setValues] = useState(initial);
  const frame = useRef<HTMLDivElement>(null);
  // The preview follows what is typed: the fields are read from the form on every change in them.
  useEffect(() => {
    const form = frame.current?.closest("form");
    if (!form) return;
    const read = () => {
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? "");
      setValues({ enabled: data.get("announcementEnabled") === "on", text: text("announcementText"), link: text("announcementLink"), startsAt: text("announcementStartsAt"), endsAt: text("announcementEndsAt") });
    };
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, []);

  return (
    <Section title={t("admin.settings.bar")} intro={t("admin.settings.barIntro")}>
      <div ref={frame} className="space-y-4">
        <SwitchField name="announcementEnabled" defaultChecked={initial.enabled} error={errors.announcementEnabled}>
          {t("admin.settings.barEnabled")}
        </SwitchField>
        <TextField
          label={t("admin.settings.barText")}
          name="announcementText"
          defaultValue={initial.text}
          hint={t("admin.settings.barTextHint", { max: ANNOUNCEMENT_MAX, count: announcementLength(values.text) })}
          error={errors.announcementText}
        />
        <TextField
          label={t("admin.settings.barLink")}
          name="announcementLink"
          autoComplete="off"
          defaultValue={initial.link}
          hint={t("admin.settings.barLinkHint")}
          error={errors.announcementLink}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("admin.settings.barStart")} name="announcementStartsAt" type="datetime-local" defaultValue={initial.startsAt} error={errors.announcementStartsAt} />
          <TextField label={t("admin.settings.barEnd")} name="announcementEndsAt" type="datetime-local" defaultValue={initial.endsAt} error={errors.announcementEndsAt} />
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-300">{t("admin.settings.barDatesHint")}</p>
        <BarPreview values={values} />
      </div>
    </Section>
  );
}

function BarPreview({ values }: { values: BarValues }) {
  const t = useT();
  const format = useFormat();
  const startsAt = announcementMoment(values.startsAt);
  const endsAt = announcementMoment(values.endsAt);
  const bar: Announcement = { enabled: values.enabled, text: values.text.trim(), link: values.link.trim() || null, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null };
  const state = announcementState(bar, Date.now());
  const status =
    state === "scheduled"
      ? t("admin.settings.barState.scheduled", { start: format.dateTime(bar.startsAt!) })
      : state === "ended"
        ? t("admin.settings.barState.ended", { end: format.dateTime(bar.endsAt!) })
        : state === "shown"
          ? bar.endsAt
            ? t("admin.settings.barState.shownUntil", { end: format.dateTime(bar.endsAt) })
            : t("admin.settings.barState.shown")
          : t("admin.settings.barState.off");
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{status}</p>
      <PreviewRegion label={t("admin.settings.barPreview")}>
        {bar.text ? (
          <div className="overflow-hidden rounded-2xl">
            <AnnouncementBar preview announcement={{ text: bar.text, link: bar.link, version: announcementVersion(bar.text, bar.link), endsAt: null }} />
          </div>
        ) : (
          <p className="p-3 text-sm text-slate-600 dark:text-slate-300">{t("admin.settings.barPreviewEmpty")}</p>
        )}
      </PreviewRegion>
    </div>
  );
}

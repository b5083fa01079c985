import { useId } from "react";
import { hintClass, inputClass, labelClass } from "~/components/ui/classes";
import { useT, type MessageKey } from "~/i18n/i18n";
import { STAFF_GROUNDS } from "../review-report-texts";

/**
 * The moderator's ground for deleting someone's review, inside the delete dialog (session 36; DSA art. 17:
 * the author is told why). Left at "według zgłoszeń", the author hears the open reports' reasons, or the
 * terms; without JavaScript the dialog is skipped and so is this (the same default). The reasons are the
 * report form's (their names are in the main bundle, so the panel has them too). A plain select, not
 * ui/field: the product page carries it, and field.tsx is not part of the public pages' code (ADR 139).
 */
export function RemovalGroundField() {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={`ground-${id}`} className={labelClass}>
        {t("reviews.removalGround")}
      </label>
      <select id={`ground-${id}`} name="ground" defaultValue="" aria-describedby={`ground-hint-${id}`} className={inputClass}>
        <option value="">{t("reviews.removalGround.asReported")}</option>
        {STAFF_GROUNDS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reviews.report.reason.${reason}` as MessageKey)}
          </option>
        ))}
      </select>
      <p id={`ground-hint-${id}`} className={hintClass}>
        {t("reviews.removalGround.hint")}
      </p>
    </div>
  );
}

import { Check, X } from "lucide-react";
import { passwordChecklist, passwordStrength, PASSWORD_MIN_LENGTH, strengthColor, type StrengthColor } from "../password-rules";
import { useT } from "~/i18n/i18n";
import "~/i18n/password-messages"; // ADR 094: the Polish messages it shows come with it

const BAR: Record<StrengthColor, string> = {
  red: "bg-red-600",
  orange: "bg-orange-500",
  yellow: "bg-yellow-400",
  green: "bg-emerald-600",
};

/** Strength bar in quarters plus the rule checklist (spec: public §5). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const t = useT();
  const strength = passwordStrength(password);
  const color = strengthColor(strength);
  return (
    <div id={id} className="space-y-2" data-testid="password-strength" data-strength={strength} data-color={color}>
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden>
          {[1, 2, 3, 4].map((q) => (
            <span key={q} className={`h-1.5 rounded-full ${q <= strength ? BAR[color] : "bg-slate-200 dark:bg-slate-700"}`} />
          ))}
        </div>
        <span className="w-28 text-right text-xs text-slate-700 dark:text-slate-200">
          {t("password.strength", { level: password ? t(`password.level.${color}`) : "—" })}
        </span>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label={t("password.rules")}>
        {passwordChecklist(password).map((rule) => (
          <li
            key={rule.id}
            className={`flex items-center gap-1.5 ${rule.met ? "text-emerald-700 dark:text-emerald-300" : "text-slate-600 dark:text-slate-300"}`}
          >
            {rule.met ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
            <span>
              {t(`password.rule.${rule.id}`, { min: PASSWORD_MIN_LENGTH })}
              <span className="sr-only">{rule.met ? t("password.met") : t("password.unmet")}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

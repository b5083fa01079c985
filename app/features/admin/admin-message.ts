import { useCallback } from "react";
import { translateMessage, translator, useLocale, type Locale, type MessageKey } from "~/i18n/i18n";
import { plAdmin } from "~/i18n/messages/pl-admin";

// ADR 089: the admin panel's action messages often quote a value or wrap another message
// ('Błąd przypisywania roli: Data wygaśnięcia musi być w przyszłości.', 'Nieprawidłowy format kodu: AB').
// translateMessage (ADR 080 addendum) matches whole wordings only, so the `msg.admin.*` entries with
// {placeholders} are matched here as patterns; a placeholder's text is translated again when it is a
// known message itself. Polish, and any unknown text, pass unchanged.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A message's placeholder names: from the ICU text (dev, tests) or from Lingui's compiled form, which
// the production build ships instead (app/i18n/compile-catalogues.vite.ts: [name] parts in an array).
function placeholderNames(message: unknown): string[] {
  if (typeof message === "string") return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Array.isArray(message) ? message.filter(Array.isArray).map((part) => String(part[0])) : [];
}

let templates: { key: MessageKey; names: string[]; pattern: RegExp }[] | undefined;

/** The patterns, built once from the Polish wording rendered with marker values. */
function adminTemplates() {
  templates ??= Object.entries(plAdmin as Record<string, unknown>).flatMap(([key, message]) => {
    const names = placeholderNames(message);
    if (!key.startsWith("msg.") || names.length === 0) return [];
    const marked = translator("pl")(key as MessageKey, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])));
    const source = marked
      .split(/\uE000\d+\uE000/)
      .map(escapeRegExp)
      .join("(.+?)");
    return [{ key: key as MessageKey, names, pattern: new RegExp(`^${source}$`, "s") }];
  });
  return templates;
}

/** A Polish admin message in `locale`: an exact catalogue entry, else a `msg.admin.*` pattern, else as it is. */
export function translateAdminMessage(locale: Locale, text: string): string {
  if (locale === "pl") return text;
  const exact = translateMessage(locale, text);
  if (exact !== text) return exact;
  for (const { key, names, pattern } of adminTemplates()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, translateAdminMessage(locale, match[i + 1]!)]));
    return translator(locale)(key, values);
  }
  return text;
}

/** `adminMessage(result.message)`: an action's or schema's Polish message in the user's language ('' for none). */
export function useAdminMessage(): (text: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((text: string | null | undefined) => (text ? translateAdminMessage(locale, text) : ""), [locale]);
}

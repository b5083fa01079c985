import { setMessageFallback, translateMessage, translator, type Locale, type MessageKey } from "./i18n";

// ADR 080 addendum (session 5): many admin and editor answers carry a value or wrap another message
// ('Błąd przypisywania roli: Data wygaśnięcia musi być w przyszłości.', 'Nieprawidłowa cena: 12x').
// translateMessage matches whole wordings only; the areas that register here also get their `msg.*`
// entries with plain {placeholders} matched as patterns built from the Polish wording itself, plus a few
// explicit patterns for wordings with a Polish plural (which a pattern cannot be derived from). A
// captured value is translated again when it is a known message. Polish and unknown texts pass unchanged.

type Values = Record<string, unknown>;
export type ValuePattern = { re: RegExp; key: MessageKey; values: (match: RegExpMatchArray) => Values };

const MARK = "\uE000"; // a private-use character: never in a real message
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The names of a message's plain placeholders, or null when one is formatted (plural, select). Reads the
 * ICU text (dev, tests) or Lingui's compiled form, which the production build ships instead
 * (compile-catalogues.vite.ts: a placeholder is an array part, [name] or [name, format, branches]).
 */
function plainPlaceholders(message: unknown): string[] | null {
  if (typeof message === "string") return /\{\w+\s*,/.test(message) ? null : [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!Array.isArray(message)) return [];
  const parts = message.filter(Array.isArray) as unknown[][];
  return parts.some((part) => part.length > 1) ? null : parts.map((part) => String(part[0]));
}

const derived: { key: MessageKey; names: string[]; pattern: RegExp }[] = [];
const explicit: ValuePattern[] = [];

/** Registers an area's value-carrying messages (after its Polish messages are added with addMessages). */
export function addValueMessages(messages: Record<string, unknown>, patterns: ValuePattern[] = []): void {
  const polish = translator("pl");
  for (const [key, message] of Object.entries(messages)) {
    const names = key.startsWith("msg.") ? plainPlaceholders(message) : null;
    if (!names?.length) continue;
    const marked = polish(key as MessageKey, Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
    const source = marked.split(new RegExp(`${MARK}\\d+${MARK}`)).map(escapeRegExp).join("(.+?)");
    derived.push({ key: key as MessageKey, names, pattern: new RegExp(`^${source}$`, "s") });
  }
  explicit.push(...patterns);
  setMessageFallback(translateValueMessage);
}

function translateValueMessage(locale: Locale, text: string): string {
  const again = (value: unknown) => (typeof value === "string" ? translateMessage(locale, value) : value);
  for (const { re, key, values } of explicit) {
    const match = text.match(re);
    if (match) return translator(locale)(key, Object.fromEntries(Object.entries(values(match)).map(([name, value]) => [name, again(value)])));
  }
  for (const { key, names, pattern } of derived) {
    const match = pattern.exec(text);
    if (match) return translator(locale)(key, Object.fromEntries(names.map((name, i) => [name, again(match[i + 1])])));
  }
  return text;
}

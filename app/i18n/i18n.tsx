import { I18n } from "@lingui/core";
import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";
import { pl, type MessageKey } from "./messages/pl";
import { plProductPage } from "./messages/pl-product-page";
import { formatDate, formatDateTime, formatMoney, formatRating, formatCount } from "~/utils/format";

// ADR 080: one message catalogue per language (./messages), Lingui's core as the runtime. Polish is the
// default and ships in the main bundle (its areas in their routes' chunks, ADR 094); English is a separate
// chunk loaded only for an English user.

export type Locale = "pl" | "en";
export const LOCALES = ["pl", "en"] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = "pl";
export type { MessageKey };
type Values = Record<string, unknown>;

// The public Polish messages: ./messages/pl and its product page group, one catalogue split in two files.
// A fresh object: Lingui keeps the first one it is given and merges later areas into it (addMessages).
const publicPolish = { ...pl, ...plProductPage };
const instances = new Map<Locale, I18n>([["pl", new I18n({ locale: "pl", messages: { pl: publicPolish } })]]);

export function isLocale(value: unknown): value is Locale {
  return value === "pl" || value === "en";
}

// The keys of every registered Polish message (public ones, plus areas added by addMessages): the
// `msg.*` among them are what translateMessage looks Polish wordings up in.
const polishKeys = new Set(Object.keys(publicPolish) as MessageKey[]);
let keyOfPolish: Map<string, MessageKey> | undefined; // Polish wording → its `msg.*` key
let fallback: ((locale: Locale, text: string) => string) | undefined;

/** ./message-patterns.ts: how a message that is not a whole catalogue wording is tried (admin areas). */
export function setMessageFallback(translate: (locale: Locale, text: string) => string): void {
  fallback = translate;
}

/** Adds messages of one area to a loaded catalogue (the Polish ones of ./account-messages, ./admin-messages, …). */
export function addMessages(locale: Locale, messages: Record<string, string>): void {
  instances.get(locale)?.load(locale, messages);
  if (locale !== DEFAULT_LOCALE) return;
  for (const key of Object.keys(messages) as MessageKey[]) polishKeys.add(key);
  keyOfPolish = undefined; // rebuilt with the new area's messages on the next lookup
}

/** Loads a language's catalogue once (server: before rendering; browser: before hydrating or switching). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (instances.has(locale)) return;
  // Every area's English module, merged in ./english-catalogue (one chunk). ADR 094: the Polish wordings of
  // the public schema/action messages are only looked up to translate them (translateMessage), so they come
  // with the other language, not with every Polish page.
  const [{ english }, { plMessages }] = await Promise.all([
    import("./english-catalogue"),
    import("./messages/pl-messages"),
  ]);
  addMessages(DEFAULT_LOCALE, plMessages);
  instances.set("en", new I18n({ locale: "en", messages: { en: english } }));
}

/** The loaded instance of a language; Polish when that catalogue is not loaded (never for a rendered page). */
function instanceOf(locale: Locale): I18n {
  return instances.get(locale) ?? instances.get("pl")!;
}

/** A translator outside React (server messages, tests). */
export function translator(locale: Locale): (key: MessageKey, values?: Values) => string {
  const i18n = instanceOf(locale);
  return (key, values) => formatted(i18n, key, values);
}

/**
 * Lingui decodes `\xNN` and `\uNNNN` anywhere in a formatted message, the interpolated values included: a
 * search for "\x41" was headed „A” and "\\x00" put a NUL in the page (review, session 49). A string value
 * with a backslash goes in as a placeholder no one can type (a random mark per call) and is put back after.
 */
function formatted(i18n: I18n, key: MessageKey, values?: Values): string {
  if (!values || !Object.values(values).some((value) => typeof value === "string" && value.includes("\\"))) return i18n._(key, values);
  const mark = Math.random().toString(36).slice(2);
  const kept: string[] = [];
  const safe: Values = {};
  for (const [name, value] of Object.entries(values)) {
    safe[name] = typeof value === "string" && value.includes("\\") ? `\uE000${mark}:${kept.push(value) - 1}\uE001` : value;
  }
  return i18n._(key, safe).replace(new RegExp(`\uE000${mark}:(\\d+)\uE001`, "g"), (_, index: string) => kept[Number(index)]!);
}

/**
 * A route `meta` function's translator: the language the root loader chose for the request (the
 * signed-in user's), so `<title>` and the description follow the page. Polish when unknown.
 */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: unknown } | undefined;
  return translator(isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE);
}

/**
 * ADR 080 addendum: the Polish messages of the shared schemas and actions (ADR 019) stay the source
 * text; where one is shown it is looked up among the catalogue's `msg.*` entries by its Polish wording
 * and shown in the user's language. Polish, and any text not in the catalogue, pass unchanged.
 */
export function translateMessage(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  if (!keyOfPolish) {
    const polish = translator("pl");
    const keys = [...polishKeys].filter((key) => key.startsWith("msg."));
    keyOfPolish = new Map(keys.map((key) => [polish(key), key]));
  }
  const key = keyOfPolish.get(text);
  return key ? translator(locale)(key) : (fallback?.(locale, text) ?? text);
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The user's language for everything below. A page is rendered and hydrated with its catalogue loaded;
 * only right after switching language in the settings may the catalogue still be on its way — the
 * page then stays in the previous language for that moment and re-renders once it has arrived.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [, setLoaded] = useState<Locale>();
  const ready = instances.has(locale);
  useEffect(() => {
    if (!ready) void loadCatalogue(locale).then(() => setLoaded(locale));
  }, [locale, ready]);
  return <LocaleContext value={ready ? locale : DEFAULT_LOCALE}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return use(LocaleContext);
}

/** `t("header.skip")`, `t("list.count", { count: 5 })`: the user's language, Polish by default. */
export function useT(): (key: MessageKey, values?: Values) => string {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}

/** `message(actionData.message)`: a schema's or action's Polish message in the user's language. */
export function useMessage(): (text: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((text: string | null | undefined) => (text ? translateMessage(locale, text) : ""), [locale]);
}

/** The site's number and date formats (~/utils/format) in the user's language. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (amount: number, currency?: string) => formatMoney(amount, currency, locale),
      date: (value: string | Date) => formatDate(value, locale),
      dateTime: (value: string | Date) => formatDateTime(typeof value === "string" ? new Date(value) : value, locale),
      rating: (n: number) => formatRating(n, locale),
      count: (n: number) => formatCount(n, locale),
    }),
    [locale],
  );
}

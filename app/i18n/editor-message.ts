import { useCallback } from "react";
import { translateMessage, translator, useLocale, type Locale, type MessageKey } from "./i18n";

// ADR 090: the editor area's action messages that carry a value ('Nieprawidłowa cena: 12x',
// 'Usunięto 3 produkty.') cannot be looked up by their exact Polish wording (ADR 080 addendum). Each
// pattern below matches one such Polish message and names its `editor.param.*` entry; the values are
// taken from the match (a reason that is itself a message is translated too). Polish passes unchanged.
type Pattern = { re: RegExp; key: MessageKey; values: (m: RegExpMatchArray) => Record<string, unknown> };

const nested = ["reason"];
const PATTERNS: Pattern[] = [
  { re: /^Błąd generowania kodu: (.+)$/s, key: "editor.param.generateError", values: (m) => ({ reason: m[1] }) },
  { re: /^Wystąpił błąd podczas zapisywania produktu: (.+)$/s, key: "editor.param.saveError", values: (m) => ({ reason: m[1] }) },
  { re: /^Nie znaleziono kategorii o kodzie (.+)$/, key: "editor.param.categoryNotFound", values: (m) => ({ code: m[1] }) },
  { re: /^Nieznany typ: (.*) dla kategorii: (.*)$/, key: "editor.param.unknownType", values: (m) => ({ type: m[1], category: m[2] }) },
  { re: /^Nieznana kategoria: (.*)$/, key: "editor.param.unknownCategory", values: (m) => ({ category: m[1] }) },
  { re: /^Brak dostępnych typów dla kategorii: (.*)$/, key: "editor.param.noTypes", values: (m) => ({ category: m[1] }) },
  { re: /^Brak wolnych numerów dla (.+)$/, key: "editor.param.noFreeNumbers", values: (m) => ({ prefix: m[1] }) },
  { re: /^Wygenerowano kod: (.+)$/, key: "editor.param.generated", values: (m) => ({ code: m[1] }) },
  { re: /^Brak kolumn w pliku: (.+)$/, key: "editor.param.missingColumns", values: (m) => ({ columns: m[1] }) },
  { re: /^Nie zaimportowano niczego: (\d+) (?:wiersz zawiera|wiersze zawierają|wierszy zawiera) błędy\.$/, key: "editor.param.importFailed", values: (m) => ({ count: Number(m[1]) }) },
  { re: /^Import zakończony: dodano (\d+), zaktualizowano (\d+), bez zmian (\d+)\.$/, key: "editor.param.importDone", values: (m) => ({ added: m[1], updated: m[2], unchanged: m[3] }) },
  { re: /^Nieprawidłowa cena: (.*)$/, key: "editor.param.price", values: (m) => ({ value: m[1] }) },
  { re: /^Nieprawidłowy alias URL: (.*)$/, key: "editor.param.alias", values: (m) => ({ value: m[1] }) },
  { re: /^Nieprawidłowa wartość w kolumnie (\S+): (.*)$/, key: "editor.param.yesNo", values: (m) => ({ column: m[1], value: m[2] }) },
  { re: /^Nie znaleziono produktu o id (.+)$/, key: "editor.param.productNotFound", values: (m) => ({ id: m[1] }) },
  { re: /^Nieprawidłowy format kodu: (.*)$/, key: "editor.param.codeFormat", values: (m) => ({ code: m[1] }) },
  { re: /^Najwyżej (\d+) produktów naraz\.$/, key: "editor.param.bulkMax", values: (m) => ({ count: Number(m[1]) }) },
  { re: /^Usunięto (\d+) produkt(?:y|ów)?\.$/, key: "editor.param.deleted", values: (m) => ({ count: Number(m[1]) }) },
  { re: /^Zaktualizowano (\d+) produkt(?:y|ów)?\.$/, key: "editor.param.updated", values: (m) => ({ count: Number(m[1]) }) },
  { re: /^Błąd przetwarzania obrazu (.+)$/, key: "editor.param.processingFailed", values: (m) => ({ name: m[1] }) },
  { re: /^Błąd przesyłania obrazu: (.+)$/s, key: "editor.param.uploadFailedOne", values: (m) => ({ reason: m[1] }) },
  { re: /^Błąd przesyłania obrazów: (.+)$/s, key: "editor.param.uploadFailedMany", values: (m) => ({ reason: m[1] }) },
];

/** A Polish schema/action message of the editor screens in `locale`: exact `msg.*` wording first, then the patterns. */
export function translateEditorMessage(locale: Locale, text: string): string {
  if (locale === "pl" || !text) return text;
  const exact = translateMessage(locale, text);
  if (exact !== text) return exact;
  for (const pattern of PATTERNS) {
    const match = text.match(pattern.re);
    if (!match) continue;
    const values = pattern.values(match);
    for (const name of nested) if (typeof values[name] === "string") values[name] = translateEditorMessage(locale, values[name]);
    return translator(locale)(pattern.key, values);
  }
  return text;
}

/** `message(result.message)` for the editor screens: like useMessage, with the patterns above. */
export function useEditorMessage(): (text: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((text: string | null | undefined) => (text ? translateEditorMessage(locale, text) : ""), [locale]);
}

// What every CSV import shares (issue #11; ADR 042): limits, the per-row report and the header check.
import { headerIndex, parseCsv, type CsvRecord } from "./csv";

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_TOO_LARGE_MESSAGE = "Plik jest za duży. Maksymalny rozmiar pliku to 10 MB.";
export const IMPORT_TOO_MANY_ROWS_MESSAGE = "Plik ma za dużo wierszy. Maksymalnie 100 000 wierszy w jednym imporcie.";
export const IMPORT_NO_FILE_MESSAGE = "Wybierz plik CSV do importu.";
export const IMPORT_EMPTY_MESSAGE = "Plik nie zawiera żadnych wierszy z danymi.";
/** The report lists at most this many bad rows (the count says how many there were). */
export const REPORT_ROW_LIMIT = 200;

export type RowError = { line: number; message: string };
export type ImportSummary = { added: number; updated: number; unchanged: number };
export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; message: string; errors: RowError[]; errorCount: number };

export const missingColumnsMessage = (columns: string[]) => `Brak kolumn w pliku: ${columns.join(", ")}`;
export const importFailedMessage = (count: number) =>
  `Nie zaimportowano niczego: ${count} ${count === 1 ? "wiersz zawiera" : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 10 || count % 100 >= 20) ? "wiersze zawierają" : "wierszy zawiera"} błędy.`;

export type Table = { records: CsvRecord[]; columns: Map<string, number>; get: (record: CsvRecord, column: string) => string };

/** Parses the file and checks the header. Throws nothing: a refusal comes back as a failed result. */
export function readTable(text: string, required: readonly string[]): { ok: true; table: Table } | { ok: false; result: ImportResult } {
  const parsed = parseCsv(text);
  // The message already names the line; the whole file is refused (columns after it would be shifted).
  if (!parsed.ok) return { ok: false, result: { ok: false, message: parsed.message, errors: [], errorCount: 1 } };
  const [header, ...records] = parsed.records;
  if (!header || records.length === 0) return { ok: false, result: { ok: false, message: IMPORT_EMPTY_MESSAGE, errors: [], errorCount: 0 } };
  if (records.length > IMPORT_MAX_ROWS) return { ok: false, result: { ok: false, message: IMPORT_TOO_MANY_ROWS_MESSAGE, errors: [], errorCount: 0 } };
  const index = headerIndex(header.cells);
  const missing = required.filter((c) => !index.has(c));
  if (missing.length) {
    const message = missingColumnsMessage(missing);
    return { ok: false, result: { ok: false, message, errors: [{ line: 1, message }], errorCount: 1 } };
  }
  return { ok: true, table: { records, columns: index, get: (record, column) => (record.cells[index.get(column) ?? -1] ?? "").trim() } };
}

/** Collects row errors (all of them counted, the first REPORT_ROW_LIMIT kept). */
export class RowReport {
  readonly errors: RowError[] = [];
  count = 0;
  add(line: number, message: string) {
    this.count++;
    if (this.errors.length < REPORT_ROW_LIMIT) this.errors.push({ line, message });
  }
  failure(): ImportResult {
    return { ok: false, message: importFailedMessage(this.count), errors: this.errors, errorCount: this.count };
  }
}

/** 'tak'/'nie' as written by the export; also true/false, 1/0, yes/no. null when unreadable. */
export function parseYesNo(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (["tak", "true", "1", "yes", "t"].includes(v)) return true;
  if (["nie", "false", "0", "no", "n", ""].includes(v)) return false;
  return null;
}

/** The uploaded file as text, refusing a missing, binary-looking or too large file (413). */
export async function uploadedCsvText(formData: FormData): Promise<{ ok: true; text: string } | { ok: false; status: 400 | 413; message: string }> {
  const file = formData.get("file");
  if (!file || typeof file === "string" || file.size === 0) return { ok: false, status: 400, message: IMPORT_NO_FILE_MESSAGE };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, status: 413, message: IMPORT_TOO_LARGE_MESSAGE };
  const text = decodeCsv(await file.arrayBuffer());
  if (text === null) return { ok: false, status: 400, message: MIXED_ENCODING_MESSAGE };
  if (text.includes("\u0000")) return { ok: false, status: 400, message: "To nie jest plik CSV (plik tekstowy UTF-8)." };
  return { ok: true, text };
}

export const MIXED_ENCODING_MESSAGE = "Plik łączy dwa kodowania znaków. Zapisz go w Excelu jako „CSV UTF-8” i zaimportuj ponownie.";

/**
 * UTF-8 when the bytes are valid UTF-8; otherwise Windows-1250, what Polish Excel writes for "CSV
 * (rozdzielany średnikami)". Decoding such a file as UTF-8 turned every ą, ę, ż into U+FFFD and the
 * import saved them (review, session 30). Windows-1250 text is practically never valid UTF-8. A file
 * with valid UTF-8 letters AND stray bytes is neither: null (read as Windows-1250, its UTF-8 letters
 * became "Ĺ‚", hostile review, session 30).
 */
function decodeCsv(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Windows-1250 bytes form a valid UTF-8 letter only by chance ("ęś" is U+A71F); a UTF-8 file with a
    // stray byte has far more valid letters than broken ones.
    let valid = 0;
    let broken = 0;
    for (const char of new TextDecoder("utf-8").decode(bytes)) {
      const code = char.codePointAt(0)!;
      if (code === 0xfffd) broken++;
      else if (code > 0x7f) valid++;
    }
    if (valid > broken) return null;
    return new TextDecoder("windows-1250").decode(bytes);
  }
}

/**
 * `items` in slices of `size`, with a turn of the event loop before each slice after the first.
 * PGlite runs in this process and its queries resolve through microtasks only: a large import held
 * the event loop for its whole length, and not even a cached page or /healthz was answered (operator
 * review, session 31). Between slices those are served; database work waits for the transaction.
 */
export async function* pacedChunks<T>(items: T[], size = 1000): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    yield items.slice(i, i + size);
  }
}

// CSV for the admin exports and imports (issue #11; ADR 042). Written for a Polish spreadsheet:
// UTF-8 with a BOM, ';' between fields (Polish Excel's list separator: ',' is the decimal comma),
// every field quoted, CRLF line ends. Cells a spreadsheet would run as a formula (= + - @, tab, CR)
// get a leading apostrophe, and the reader takes it off again, so export → import is a no-op.

export const CSV_BOM = "\uFEFF";
export const CSV_DELIMITER = ";";

const FORMULA_START = /^[=+\-@\t\r]/;

/** `=HYPERLINK(…)` → `'=HYPERLINK(…)`: the spreadsheet shows text instead of running it. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The reader's inverse of neutralizeFormula (only an apostrophe the writer could have added). */
export function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quote(value: string): string {
  return `"${neutralizeFormula(value).replace(/"/g, '""')}"`;
}

export type CsvCell = string | number | boolean | null | undefined | Date;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === "boolean") return cell ? "tak" : "nie";
  return String(cell);
}

/** One CSV line (no line end). */
export function csvLine(cells: CsvCell[]): string {
  return cells.map((c) => quote(cellText(c))).join(CSV_DELIMITER);
}

/** A whole file: BOM, header, rows, CRLF after every line. */
export function writeCsv(header: string[], rows: CsvCell[][]): string {
  return CSV_BOM + [header, ...rows].map((r) => csvLine(r) + "\r\n").join("");
}

export type CsvRecord = { line: number; cells: string[] };
export type CsvParseResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export const csvBrokenQuoteMessage = (line: number) => `Błąd parsowania pliku CSV: niezamknięty cudzysłów (wiersz ${line})`;
export const csvStrayQuoteMessage = (line: number) => `Błąd parsowania pliku CSV: nieprawidłowy cudzysłów (wiersz ${line})`;

/** ';' or ',' (or tab): whichever of them the header line uses most, outside quotes. */
export function detectDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const counts = [";", ",", "\t"].map((d) => ({ d, n: header.replace(/"[^"]*"/g, "").split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0].n > 0 ? counts[0].d : CSV_DELIMITER;
}

/**
 * RFC 4180 reader, linear in the input (100k rows, 10 MB). Each record carries the line it starts on
 * (the header is line 1), so a report can point at it. A quote left open, or text right after a
 * closing quote, stops the whole file with the line: guessing would import shifted columns.
 * Empty lines are skipped; the BOM is dropped; formula apostrophes are taken off.
 */
export function parseCsv(input: string, delimiter = detectDelimiter(input.replace(/^\uFEFF/, ""))): CsvParseResult {
  const text = input.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;
  let fieldStarted = false;
  const endRecord = () => {
    const empty = cells.length === 0 && field === "" && !fieldStarted;
    cells.push(field);
    if (!empty) records.push({ line: recordLine, cells: cells.map(restoreFormula) });
    cells = [];
    field = "";
    fieldStarted = false;
  };
  while (i < n) {
    const ch = text[i];
    if (ch === '"' && field === "" && !fieldStarted) {
      // Quoted field: read up to the closing quote ("" is a quote inside).
      const openedOn = line;
      i++;
      let closed = false;
      let start = i;
      let value = "";
      while (i < n) {
        const q = text.indexOf('"', i);
        if (q === -1) break;
        value += text.slice(start, q);
        for (let k = start; k < q; k++) if (text.charCodeAt(k) === 10) line++;
        if (text[q + 1] === '"') {
          value += '"';
          i = q + 2;
          start = i;
          continue;
        }
        i = q + 1;
        closed = true;
        break;
      }
      if (!closed) return { ok: false, line: openedOn, message: csvBrokenQuoteMessage(openedOn) };
      field = value;
      fieldStarted = true;
      const next = text[i];
      if (i < n && next !== delimiter && next !== "\n" && next !== "\r") return { ok: false, line, message: csvStrayQuoteMessage(line) };
      continue;
    }
    if (ch === delimiter) {
      cells.push(field);
      field = "";
      fieldStarted = false;
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (ch === '"') return { ok: false, line, message: csvStrayQuoteMessage(line) };
    // Unquoted run up to the next special character.
    let j = i;
    while (j < n) {
      const c = text[j];
      if (c === delimiter || c === "\n" || c === "\r" || c === '"') break;
      j++;
    }
    field += text.slice(i, j);
    fieldStarted = true;
    i = j;
  }
  if (cells.length > 0 || field !== "" || fieldStarted) endRecord();
  return { ok: true, records };
}

/** Header cells → column index, by lower-cased trimmed name. */
export function headerIndex(header: string[]): Map<string, number> {
  return new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
}

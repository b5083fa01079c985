// THE capturing SMTP peer of the tests: accepts every message and keeps it. The accounts database
// tests start it in-process (app/features/accounts/test-utils.server.ts); the browser suites run it
// as a process with an HTTP mailbox (tests/e2e/support/smtp-sink.ts).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedMail = {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  from: string;
  /** The message as received (MIME, quoted-printable parts). */
  raw: string;
  /** `raw` with quoted-printable undone, so links and accented text can be searched. */
  text: string;
  /** The Subject header, decoded (mailHeader). */
  subject: string;
  receivedAt: string;
};

/** A header of a raw message: its folded lines joined and RFC 2047 encoded words decoded ("" if absent). */
export function mailHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!;
  const value = head.match(new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "mi"))?.[1] ?? "";
  return value
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
    )
    .trim();
}

/** Undoes quoted-printable soft line breaks and `=XX` bytes (UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}

/** Listens on 127.0.0.1:`port` (0: any free port) and collects every message in `messages`. */
export async function startSmtpCapture(port = 0) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        // A message with an `X-Test-Hold: <ms>` header is kept that long before it is stored and
        // accepted, as a slow mail server would (the ordering tests of app/features/mail).
        const hold = Number(/^X-Test-Hold: (\d+)/im.exec(raw)?.[1] ?? 0);
        setTimeout(() => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            raw,
            text: decodeQuotedPrintable(raw),
            subject: mailHeader(raw, "Subject"),
            receivedAt: new Date().toISOString(),
          });
          callback();
        }, hold);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    /** Every message whose envelope names `email`. */
    to: (email: string) => messages.filter((m) => m.to.includes(email.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

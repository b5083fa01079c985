import { randomBytes } from "node:crypto";
import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { config, type AppConfig } from "~/config.server";
import type { StoredMail } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { forgetMail, keepForRetry, postponeMail, takeDueMail, type DueMail } from "./mail-retries.server";

// DESIGN §2/§3: the one mailer. SMTP when SMTP_URL is set; otherwise each message is written to
// `${DATA_DIR}/mail/*.eml`, so a newcomer can verify an account offline by opening the file the log
// names. ADR 201: the log never holds the address or a link's token, the file's name neither, the
// files are deleted after MAIL_FILE_DAYS, and a production start without SMTP_URL says so loudly.

/**
 * One message. `link` is the action link, logged in outbox mode so it can be opened without a mail
 * client; `headers` are extra headers, e.g. List-Unsubscribe on price alerts (RFC 2369 / RFC 8058).
 * The same shape is kept in the database between attempts (ADR 165).
 */
export type MailMessage = StoredMail;

// One transporter per SMTP address: the address is set once in a server, once per file in the tests.
let transporter: { smtpUrl: string | undefined; ready: Promise<Transporter> } | undefined;
// Messages to one address leave one after another, in the order they were sent: each has its own
// SMTP connection, and a slower one (a larger message, a busy server) must not let a later one
// overtake it (a resent link must not arrive before the first one). Other addresses do not wait.
const lines = new Map<string, Promise<void>>();

// Issue #14 (ADR 104): nodemailer is ~15 MB of resident memory once loaded; most processes send no
// mail for a long time (or ever), so it is loaded with the first message.
function transport(): Promise<Transporter> {
  const cfg = config();
  const loaded = transporter;
  if (loaded && loaded.smtpUrl === cfg.smtpUrl) return loaded.ready;
  const ready = import("nodemailer").then(({ default: nodemailer }) =>
    cfg.smtpUrl
      ? nodemailer.createTransport(cfg.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  const made = { smtpUrl: cfg.smtpUrl, ready };
  transporter = made;
  ready.catch(() => {
    if (transporter === made) transporter = undefined; // a failed load is tried again with the next message
  });
  return ready;
}

/** Sends one message and resolves once the SMTP server (or the outbox folder) has it. */
export function sendMail(message: MailMessage): Promise<void> {
  const address = message.to.toLowerCase();
  const previous = lines.get(address) ?? Promise.resolve();
  const turn = previous.then(async () => deliver(await transport(), message));
  const settled = turn.then(
    () => undefined,
    () => undefined, // a failed message does not hold back the next one (its sender sees the error)
  );
  lines.set(address, settled);
  void settled.then(() => {
    if (lines.get(address) === settled) lines.delete(address);
  });
  return turn;
}

async function deliver(mailer: Transporter, message: MailMessage): Promise<void> {
  const cfg = config();
  const info = await mailer.sendMail({
    from: cfg.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  });
  if (cfg.smtpUrl) {
    logger.info({ to: maskAddress(message.to), subject: message.subject }, "E-mail wysłany");
    return;
  }
  const dir = mailFolder();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  // Readable by the app's user only: a message carries a sign-in or reset link (operator review, session 31).
  await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
  logger.info({ to: maskAddress(message.to), subject: message.subject, file, link: redactLink(message.link) }, "E-mail zapisany w folderze poczty");
}

const mailFolder = () => path.join(config().dataDir, "mail");

/**
 * The action link as a log may show it: the address without any token — every query value and every
 * long path segment (a reset token may be either) becomes "…". `/weryfikacja-email?token=…`.
 */
export function redactLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    const pathname = url.pathname
      .split("/")
      .map((segment) => (segment.length > 24 ? "…" : segment))
      .join("/");
    const query = [...url.searchParams.keys()].map((key) => `${key}=…`).join("&");
    return `${url.origin}${pathname}${query ? `?${query}` : ""}`;
  } catch {
    return "…";
  }
}

/** ADR 201: file mail (no SMTP_URL) is deleted once it is this old. */
export const MAIL_FILE_DAYS = 30;

/** Deletes the .eml files older than MAIL_FILE_DAYS from the mail folder (hourly). Returns how many. */
export async function pruneMailFolder(now: number = Date.now()): Promise<number> {
  const dir = mailFolder();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no folder: no file mail was ever written
  }
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs <= MAIL_FILE_DAYS * 86_400_000) continue;
      await unlink(file);
      deleted += 1;
    } catch {
      // gone meanwhile (another process pruned it)
    }
  }
  return deleted;
}

/** ADR 201: a production start without SMTP_URL mails nobody: every message only lands in the folder. */
export function warnIfMailGoesToFiles(cfg: Pick<AppConfig, "smtpUrl" | "nodeEnv" | "dataDir"> = config()): boolean {
  if (cfg.smtpUrl || cfg.nodeEnv !== "production") return false;
  logger.warn(
    { folder: path.join(cfg.dataDir, "mail"), keptDays: MAIL_FILE_DAYS },
    "SMTP_URL nie jest ustawiony: e-maile (aktywacja konta, reset hasła, powiadomienia) nie są wysyłane, tylko zapisywane w folderze poczty",
  );
  return true;
}

const inFlight = new Set<Promise<void>>();

function track(work: Promise<void>): void {
  const job = work.catch((error: unknown) => logger.error({ err: error }, "Nie udało się zapisać stanu e-maila do ponownej próby"));
  inFlight.add(job);
  void job.finally(() => inFlight.delete(job));
}

/** A failed message is tried again after each of these waits, then given up (logged as an error). */
export const MAIL_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000] as const;

/** `jan@example.com` → `j***@example.com`: enough to tell messages apart in a log, not a whole address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address[0]}***${address.slice(at)}` : "***";
}

type QueueOptions = { retryDelays?: readonly number[]; send?: (message: MailMessage) => Promise<void> };

/**
 * Sends in the background: the answer to the user does not wait for the mail server, and its
 * timing says nothing about whether an address exists (ADR 013). A failure (the mail server down or
 * refusing) is tried again later, three times over about 12 minutes; a link the user waits for
 * arrives once the server is back (operator review, session 31). Between attempts the message is
 * kept in the database (ADR 165), so a restart does not lose it.
 */
export function queueMail(message: MailMessage, options: QueueOptions = {}): void {
  const { send = sendMail } = options;
  track(send(message).catch((error: unknown) => afterFailure(message, 1, error, options)));
}

/** Logs the failure and keeps the message for its next attempt, or gives it up after the last. */
async function afterFailure(message: MailMessage, attempts: number, error: unknown, options: QueueOptions, keptAs?: string) {
  const { retryDelays = MAIL_RETRY_DELAYS_MS } = options;
  const log = { to: maskAddress(message.to), subject: message.subject };
  const wait = retryDelays[attempts - 1];
  if (wait === undefined) {
    logger.error({ err: error, ...log, attempts }, "Nie udało się wysłać e-maila");
    if (keptAs) await forgetMail(keptAs);
    return;
  }
  logger.warn({ err: error, ...log, retryInMs: wait }, "Nie udało się wysłać e-maila – ponowna próba później");
  try {
    if (keptAs) await postponeMail(keptAs, attempts, wait);
    else await keepForRetry(message, attempts, wait);
  } catch (storeError) {
    logger.error({ err: storeError, ...log }, "Nie udało się zapisać e-maila do ponownej próby");
    return;
  }
  // This process tries it on time; the minute sweep (startMailRetries) covers a restart in between.
  setTimeout(() => void sendDueMail(options), wait + 50).unref();
}

/** Sends the kept messages that are due (the timer after a failure, the minute sweep, startup). */
export async function sendDueMail(options: QueueOptions = {}): Promise<void> {
  const { send = sendMail } = options;
  let due: DueMail[];
  try {
    due = await takeDueMail();
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się odczytać e-maili do ponownej próby");
    return;
  }
  for (const { id, message, attempts } of due) {
    track(
      send(message).then(
        () => forgetMail(id),
        (error: unknown) => afterFailure(message, attempts + 1, error, options, id),
      ),
    );
  }
}

let sweep: ReturnType<typeof setInterval> | undefined;

/** At start and then every minute: messages kept by this process or by one that has stopped. */
export function startMailRetries(): void {
  void sendDueMail();
  sweep ??= setInterval(() => void sendDueMail(), 60_000);
  sweep.unref();
}

export function stopMailRetries(): void {
  clearInterval(sweep);
  sweep = undefined;
}

/** Resolves when every queued message has been handed over (tests, graceful shutdown). */
export async function mailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Tests: forget the loaded transport, as in a process that has sent nothing yet. */
export function resetMailTransportForTests(): void {
  transporter = undefined;
}

// Helpers for the accounts integration tests: a real SMTP peer and a tiny cookie jar.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll } from "vitest";
import { mailSettled } from "~/features/mail/mailer.server";
import { startSmtpCapture, type CapturedMail } from "../../../tests/support/smtp-capture";
import { confirmTwoFactorSetup, startTwoFactorSetup, twoFactorState } from "./two-factor.server";

export type SentMail = CapturedMail;

/** The capturing SMTP peer the browser suites use too (tests/support/smtp-capture.ts), read after queued mail is handed over. */
export async function startMailSink() {
  const capture = await startSmtpCapture();
  return {
    url: `smtp://127.0.0.1:${capture.port}`,
    messages: capture.messages,
    /** Every message to `email`, after queued mail has been handed over. */
    async to(email: string): Promise<SentMail[]> {
      await mailSettled();
      return capture.to(email);
    },
    /** The last link to `path` sent to `email`. */
    async linkTo(email: string, path: string): Promise<URL> {
      const mails = await this.to(email);
      const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, "\\$&")}\\?token=[^\\s"<>]+`, "g");
      const links = mails.flatMap((m) => m.text.match(pattern) ?? []);
      if (links.length === 0) throw new Error(`No ${path} link sent to ${email}`);
      return new URL(links[links.length - 1]!.replace(/&amp;/g, "&"));
    },
    close: capture.close,
  };
}

type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/**
 * A mail sink for the whole test file: started before its tests (the mailer pointed at it through
 * SMTP_URL) and closed after them. Its `to`/`linkTo` read the sink of the running file.
 */
export function mailSinkForFile(): Pick<MailSink, "to" | "linkTo"> {
  let sink: MailSink | undefined;
  beforeAll(async () => {
    sink = await startMailSink();
    // eslint-disable-next-line no-restricted-properties -- the test points the mailer at the sink before config() first reads it
    process.env.SMTP_URL = sink.url;
  });
  afterAll(() => sink?.close());
  const started = () => {
    if (!sink) throw new Error("mailSinkForFile: the sink starts in beforeAll; read it inside a test");
    return sink;
  };
  return { to: (email) => started().to(email), linkTo: (email, path) => started().linkTo(email, path) };
}

/** Keeps the cookies from Set-Cookie headers, like a browser would, to build the next request. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith(name));
  }

  request(path = "/", init: { method?: string; headers?: Record<string, string> } = {}): Request {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    return new Request(`http://localhost:3000${path}`, { method: init.method ?? "POST", headers });
  }
}

/** A registered, verified account (through the real sign-up), for tests that start after that. */
export async function createVerifiedUser(email: string, password: string, name = "Test Testowy"): Promise<string> {
  const { registerUser } = await import("./registration.server");
  const { db } = await import("~/db/client.server");
  const { user } = await import("~/db/schema");
  const { eq } = await import("drizzle-orm");
  const outcome = await registerUser(new CookieJar().request("/rejestracja"), { name, email, password, marketingConsent: false });
  if (!outcome.ok) throw new Error(`registration failed: ${outcome.message}`);
  const [row] = await db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning({ id: user.id });
  return row!.id;
}

/** Signs in through the real sign-in function and returns a jar holding the session cookie. */
export async function signedInJar(email: string, password: string): Promise<CookieJar> {
  const { signIn } = await import("./login.server");
  const jar = new CookieJar();
  const outcome = await signIn(jar.request("/logowanie"), { email, password, rememberMe: true });
  if (outcome.status !== "signed-in") throw new Error(`sign-in failed: ${outcome.status === "failed" ? outcome.message : outcome.status}`);
  jar.store(outcome.headers);
  return jar;
}

/**
 * The authenticator's code of the previous 30-second step, for confirming a two-factor setup without
 * using up the current step's code (a later sign-in in the test needs it). Taken at least 5 s before
 * the step ends: a check that lands two steps later (a loaded machine) would refuse it as too old.
 */
export async function previousStepCode(totp: { generate(options?: { timestamp?: number }): string }): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return totp.generate({ timestamp: Date.now() - 30_000 });
}

/** Switches two-factor on for a signed-in account, as the Bezpieczeństwo page does; its authenticator. */
export async function switchOnTwoFactor(jar: CookieJar, userId: string, password: string) {
  await startTwoFactorSetup(jar.request("/profil/bezpieczenstwo"), userId, password);
  const state = await twoFactorState(userId);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(state.pending!.secret), digits: 6, period: 30 });
  // The previous step's code: a used time-step is refused afterwards (issue #12 point 5), and a later
  // sign-in uses the current one.
  const confirmed = await confirmTwoFactorSetup(jar.request("/"), userId, await previousStepCode(totp));
  if (!confirmed.ok) throw new Error("two-factor setup failed");
  if (confirmed.headers) jar.store(confirmed.headers); // the session is renewed, as in the browser
  return { totp, backupCodes: confirmed.backupCodes! };
}

import { beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { attempt, browserWith, freshIpCount, knownBrowser, lockOut, PASSWORD, proofLine, proofValue, WRONG } from "./device-proof-test-support";
import { DEVICE_COOKIE, DEVICE_PROOFS_KEPT } from "./device-proof.server";
import { LOGIN_MESSAGES, signIn } from "./login.server";
import { CookieJar, createVerifiedUser, mailSinkForFile } from "./test-utils.server";

// ADR 205: a browser that signed in to an account before is not locked out by guesses made elsewhere.
mailSinkForFile();

beforeEach(freshIpCount);

const tooMany = { status: "failed", message: LOGIN_MESSAGES.tooMany, httpStatus: 429 };

describe("the device cookie", () => {
  it("is HttpOnly, SameSite=Lax and kept a year, and names neither the address nor the account", async () => {
    const userId = await createVerifiedUser("cookie-dev@example.com", PASSWORD);
    expect(proofLine((await attempt("cookie-dev@example.com", WRONG)).headers)).toBeUndefined();
    const outcome = await attempt("cookie-dev@example.com", PASSWORD);
    const line = proofLine(outcome.headers)!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/;/);
    expect(line).toMatch(/; Max-Age=31536000/);
    expect(line.includes("; Secure")).toBe(config().appUrl.startsWith("https:"));
    const value = line.slice(DEVICE_COOKIE.length + 1, line.indexOf(";"));
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    for (const secret of ["cookie-dev", "example.com", userId]) expect(line).not.toContain(secret);
  });

  it("keeps the newest proofs of up to five accounts; a new sign-in replaces the account's own", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `many-${i}@example.com`);
    for (const email of emails) await createVerifiedUser(email, PASSWORD);
    const jar = new CookieJar();
    for (const email of emails.slice(0, 5)) await knownBrowser(email, PASSWORD, jar);
    expect(proofValue(jar).split("~")).toHaveLength(DEVICE_PROOFS_KEPT);
    await knownBrowser(emails[4]!, PASSWORD, jar); // again: replaced, nothing dropped
    await knownBrowser(emails[5]!, PASSWORD, jar); // the sixth pushes out the oldest (many-0)
    expect(proofValue(jar).split("~")).toHaveLength(DEVICE_PROOFS_KEPT);
    await lockOut(emails[0]!);
    await lockOut(emails[1]!);
    await lockOut(emails[5]!);
    expect(await attempt(emails[0]!, PASSWORD, jar)).toMatchObject(tooMany);
    expect((await attempt(emails[1]!, PASSWORD, jar)).status).toBe("signed-in");
    expect((await attempt(emails[5]!, PASSWORD, jar)).status).toBe("signed-in");
  });
});

describe("sign-in with a device proof", () => {
  it("lets the browser that signed in before in while the account is locked; others still get 429", async () => {
    await createVerifiedUser("owner@example.com", PASSWORD);
    const mine = await knownBrowser("owner@example.com");
    await lockOut("owner@example.com");
    // A typo on the owner's own browser is an ordinary wrong password, not the lock.
    expect(await attempt("owner@example.com", WRONG, mine)).toMatchObject({ status: "failed", message: LOGIN_MESSAGES.invalid, httpStatus: 401 });
    expect((await attempt("owner@example.com", PASSWORD, mine)).status).toBe("signed-in");
    // The owner's sign-in does not lift the lock the guesses made: the guesser gets no fresh five.
    const elsewhere = await attempt("owner@example.com", PASSWORD);
    expect(elsewhere).toMatchObject(tooMany);
    expect(elsewhere.status === "failed" && elsewhere.retryAfter).toBeGreaterThan(0);
  });

  it("refuses forged, altered and other accounts' proofs: the locked account stays locked", async () => {
    await createVerifiedUser("victim@example.com", PASSWORD);
    await createVerifiedUser("guesser@example.com", PASSWORD);
    const real = proofValue(await knownBrowser("victim@example.com"));
    const guessers = await knownBrowser("guesser@example.com");
    await lockOut("victim@example.com");
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
    const browsers = [
      guessers, // a genuine proof, for the guesser's own account
      browserWith(`${"A".repeat(22)}.${"B".repeat(22)}`),
      browserWith(flip(real, real.length - 1)), // the MAC altered
      browserWith(flip(real, 0)), // the nonce altered
      browserWith(real.split(".").reverse().join(".")),
      browserWith(`${real}x`),
      browserWith("x".repeat(600)),
    ];
    for (const [i, jar] of browsers.entries()) {
      expect({ i, outcome: await attempt("victim@example.com", PASSWORD, jar) }).toMatchObject({ i, outcome: tooMany });
    }
    expect((await attempt("victim@example.com", PASSWORD, browserWith(real))).status).toBe("signed-in");
  });

  it("gives a known browser its own 10 tries per 15 minutes, then 429 there too", async () => {
    await createVerifiedUser("tries@example.com", PASSWORD);
    const mine = await knownBrowser("tries@example.com");
    const other = await knownBrowser("tries@example.com");
    for (let i = 0; i < 10; i++) {
      expect({ i, outcome: await attempt("tries@example.com", WRONG, mine) }).toMatchObject({ i, outcome: { httpStatus: 401 } });
    }
    expect(await attempt("tries@example.com", PASSWORD, mine)).toMatchObject(tooMany);
    // Not counted against the account: a browser without a proof still has its five, another known browser its ten.
    expect(await attempt("tries@example.com", WRONG)).toMatchObject({ httpStatus: 401 });
    expect((await attempt("tries@example.com", PASSWORD, other)).status).toBe("signed-in");
  });

  it("a correct password clears the browser's own count", async () => {
    await createVerifiedUser("typo@example.com", PASSWORD);
    const mine = await knownBrowser("typo@example.com");
    for (let i = 0; i < 9; i++) await attempt("typo@example.com", WRONG, mine);
    expect((await attempt("typo@example.com", PASSWORD, mine)).status).toBe("signed-in");
    for (let i = 0; i < 10; i++) expect(await attempt("typo@example.com", WRONG, mine)).toMatchObject({ httpStatus: 401 });
  });

  it("counts parallel attempts from one browser exactly (none slip past the 10)", async () => {
    await createVerifiedUser("parallel-dev@example.com", PASSWORD);
    const mine = await knownBrowser("parallel-dev@example.com");
    const outcomes = await Promise.all(Array.from({ length: 14 }, () => attempt("parallel-dev@example.com", WRONG, mine)));
    const statuses = outcomes.map((o) => (o.status === "failed" ? o.httpStatus : 200));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it("leaves an unknown address exactly as before, whatever proofs the browser holds", async () => {
    await createVerifiedUser("real-one@example.com", PASSWORD);
    const jar = await knownBrowser("real-one@example.com");
    for (const browser of [jar, new CookieJar()]) {
      const address = browser === jar ? "ghost-a@example.com" : "ghost-b@example.com";
      for (let i = 0; i < 5; i++) expect(await attempt(address, PASSWORD, browser)).toMatchObject({ httpStatus: 401, message: LOGIN_MESSAGES.invalid });
      expect(await attempt(address, PASSWORD, browser)).toMatchObject(tooMany);
    }
  });

  it("others behind the same address exhausting its limit do not lock out a browser with a proof (hostile review, session 39)", async () => {
    await createVerifiedUser("nat-owner@example.com", PASSWORD);
    const mine = await knownBrowser("nat-owner@example.com");
    // Thirty-one guesses at other addresses from the same (carrier NAT) address: its bucket is spent.
    for (let i = 0; i < 31; i++) await attempt(`nat-guess-${i}@example.com`, WRONG);
    expect(await attempt("nat-owner@example.com", PASSWORD)).toMatchObject(tooMany);
    expect((await attempt("nat-owner@example.com", PASSWORD, mine)).status).toBe("signed-in");
  });

  it("reads a proof from any of several vp_device cookies (one a sibling subdomain set may come first)", async () => {
    await createVerifiedUser("sibling@example.com", PASSWORD);
    const real = proofValue(await knownBrowser("sibling@example.com"));
    await lockOut("sibling@example.com");
    const junk = `${"A".repeat(22)}.${"B".repeat(22)}`;
    const request = new Request("http://localhost:3000/logowanie", { headers: { cookie: `${DEVICE_COOKIE}=${junk}; ${DEVICE_COOKIE}=${real}` } });
    const outcome = await signIn(request, { email: "sibling@example.com", password: PASSWORD, rememberMe: false });
    expect(outcome.status).toBe("signed-in");
  });
});

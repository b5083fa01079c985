import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { logger } from "~/utils/logger.server";
import { MAIL_FILE_DAYS, pruneMailFolder, redactLink, sendMail, warnIfMailGoesToFiles } from "./mailer.server";

// ADR 201: file mail (no SMTP_URL) kept a month at most; its log line names no address and no token.
describe("file mail and its log", () => {
  it("logs the link without its token, and a masked address", async () => {
    const info = vi.spyOn(logger, "info");
    const to = `log-${randomUUID()}@example.com`;
    const link = "http://localhost:3000/update-password?token=SEKRETNYTOKEN123&x=1";
    await sendMail({ to, subject: "Reset", text: link, html: `<a href="${link}">x</a>`, link });
    const line = JSON.stringify(info.mock.calls.find((call) => call[1] === "E-mail zapisany w folderze poczty"));
    info.mockRestore();
    expect(line).toContain("/update-password?token=…&x=…");
    expect(line).not.toContain("SEKRETNYTOKEN123");
    expect(line).not.toContain(to);
  });

  it("redacts tokens in the query and in long path segments", () => {
    expect(redactLink("https://a.pl/weryfikacja-email?token=abc.def")).toBe("https://a.pl/weryfikacja-email?token=…");
    expect(redactLink("https://a.pl/reset-password/0123456789abcdef0123456789abcdef?callbackURL=%2F")).toBe("https://a.pl/reset-password/…?callbackURL=…");
    expect(redactLink("https://a.pl/profil")).toBe("https://a.pl/profil");
    expect(redactLink("nie adres")).toBe("…");
    expect(redactLink(undefined)).toBeUndefined();
  });

  it("deletes .eml files older than the period and keeps newer ones", async () => {
    const dir = path.join(config().dataDir, "mail");
    await mkdir(dir, { recursive: true });
    const old = `old-${randomUUID()}.eml`;
    const fresh = `fresh-${randomUUID()}.eml`;
    await writeFile(path.join(dir, old), "x");
    await writeFile(path.join(dir, fresh), "x");
    const longAgo = new Date(Date.now() - (MAIL_FILE_DAYS + 1) * 86_400_000);
    await utimes(path.join(dir, old), longAgo, longAgo);
    expect(await pruneMailFolder()).toBeGreaterThanOrEqual(1);
    const names = await readdir(dir);
    expect(names).not.toContain(old);
    expect(names).toContain(fresh);
  });

  it("warns at a production start without SMTP_URL, and only then", () => {
    const warn = vi.spyOn(logger, "warn");
    const base = { dataDir: "/tmp/x", smtpUrl: undefined };
    expect(warnIfMailGoesToFiles({ ...base, nodeEnv: "production" })).toBe(true);
    expect(warnIfMailGoesToFiles({ ...base, nodeEnv: "development" })).toBe(false);
    expect(warnIfMailGoesToFiles({ ...base, nodeEnv: "production", smtpUrl: "smtp://127.0.0.1:25" })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][1])).toContain("SMTP_URL");
    warn.mockRestore();
  });
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { mailSettled, maskAddress, queueMail, sendMail } from "./mailer.server";

// ADR 104: nodemailer is imported with the first message, not with the module. Without SMTP_URL
// (the test environment) each message lands in DATA_DIR/mail as an .eml file.
// ADR 201: a file's name no longer holds the address; the message is found by its To line.
async function outboxFileFor(address: string): Promise<string | undefined> {
  const dir = path.join(config().dataDir, "mail");
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const text = await readFile(path.join(dir, name), "utf8");
    if (text.includes(`To: ${address}`)) return text;
  }
  return undefined;
}

describe("mailer (outbox mode)", () => {
  it("the first message loads the transport and is written whole to the outbox", async () => {
    const to = `lazy-${randomUUID()}@example.com`;
    await sendMail({ to, subject: "Test wysyłki", text: "Treść wiadomości", html: "<p>Treść wiadomości</p>", headers: { "X-Test": "1" } });
    const eml = await outboxFileFor(to);
    expect(eml).toBeDefined();
    expect((await readdir(path.join(config().dataDir, "mail"))).some((n) => n.includes(to))).toBe(false);
    expect(eml).toContain(`To: ${to}`);
    expect(eml).toContain("X-Test: 1");
    expect(eml).toMatch(/Subject: (Test wysyłki|=\?UTF-8\?)/);
  });

  it("messages queued together (before the transport exists) are all delivered", async () => {
    const addresses = [0, 1, 2].map((i) => `queued-${i}-${randomUUID()}@example.com`);
    for (const to of addresses) queueMail({ to, subject: "Kolejka", text: "x", html: "<p>x</p>" });
    await mailSettled();
    for (const to of addresses) expect(await outboxFileFor(to)).toContain(`To: ${to}`);
  });
});

describe("mail log lines", () => {
  it("logs a masked address", () => {
    expect(maskAddress("jan.kowalski@example.com")).toBe("j***@example.com");
    expect(maskAddress("bez-malpy")).toBe("***");
  });
});

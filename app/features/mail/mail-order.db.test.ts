import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { queueMail, resetMailTransportForTests } from "./mailer.server";

// ADR 104: nodemailer loads with the first message. Messages sent while it loads must reach the SMTP
// server in the order they were sent (a resent activation link must not arrive before the first
// one): without the line they would all open their connections at the same moment.
const sink = mailSinkForFile();

describe("mail sent while the transport loads", () => {
  it("reaches the SMTP server in the order it was sent", async () => {
    for (let round = 0; round < 3; round++) {
      resetMailTransportForTests();
      const to = `order-${randomUUID()}@example.com`;
      for (let i = 0; i < 6; i++) queueMail({ to, subject: `Wiadomość ${i}`, text: `nr ${i}`, html: `<p>nr ${i}</p>` });
      const received = (await sink.to(to)).map((mail) => mail.text.match(/nr (\d)/)?.[1]);
      expect(received).toEqual(["0", "1", "2", "3", "4", "5"]);
    }
  });
});

// Once the transport is loaded each message has its own SMTP connection; messages to one address
// still leave one after another (CI: a sign-up's verification e-mail arrived after the password
// reset asked for later), while other addresses do not wait for them.
describe("mail to one address, transport loaded", () => {
  it("reaches the SMTP server in the order it was sent", async () => {
    await sink.to("warm-up@example.com");
    queueMail({ to: "warm-up@example.com", subject: "Rozgrzewka", text: "x", html: "<p>x</p>" });
    await sink.to("warm-up@example.com");
    for (let round = 0; round < 3; round++) {
      const to = `order-loaded-${randomUUID()}@example.com`;
      const others = [0, 1, 2].map((i) => `other-${i}-${randomUUID()}@example.com`);
      for (let i = 0; i < 6; i++) {
        // The even ones are slow to be accepted: sent side by side, the odd ones would overtake them.
        const headers = i % 2 === 0 ? { "X-Test-Hold": "150" } : undefined;
        queueMail({ to, subject: `Wiadomość ${i}`, text: `nr ${i}`, html: `<p>nr ${i}</p>`, headers });
        if (i < others.length) queueMail({ to: others[i], subject: "Inna", text: "x", html: "<p>x</p>" });
      }
      const received = (await sink.to(to)).map((mail) => mail.text.match(/nr (\d)/)?.[1]);
      expect(received).toEqual(["0", "1", "2", "3", "4", "5"]);
      for (const other of others) expect(await sink.to(other)).toHaveLength(1);
    }
  });
});

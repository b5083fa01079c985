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

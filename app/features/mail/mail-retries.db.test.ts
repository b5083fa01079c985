import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailRetries } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { keepForRetry, RETRY_LEASE_MS, takeDueMail } from "./mail-retries.server";
import { mailSettled, queueMail, sendDueMail, type MailMessage } from "./mailer.server";

// ADR 165: a message the mail server did not take waits in the database for its next attempt.
const sink = mailSinkForFile();

const message = (to: string): MailMessage => ({ to, subject: "Ponów", text: "treść", html: "<p>treść</p>", link: "http://localhost/x" });
const keptFor = async (to: string) => (await db.select().from(mailRetries)).filter((row) => row.message.to === to);

describe("a message the mail server did not take", () => {
  it("is kept in the database, sent again after the wait and then forgotten", async () => {
    const to = `retry-${randomUUID()}@example.com`;
    let calls = 0;
    const send = async () => {
      calls += 1;
      if (calls < 3) throw new Error("ECONNREFUSED");
    };
    queueMail(message(to), { retryDelays: [40, 40, 40], send });
    await mailSettled();
    const [kept] = await keptFor(to);
    expect(kept).toMatchObject({ attempts: 1, message: message(to) });
    await expect.poll(() => calls).toBe(3);
    await mailSettled();
    await expect.poll(() => keptFor(to)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls).toBe(3);
  });

  it("is given up and forgotten after the last wait", async () => {
    const to = `never-${randomUUID()}@example.com`;
    let calls = 0;
    const send = async () => {
      calls += 1;
      throw new Error("ECONNREFUSED");
    };
    queueMail(message(to), { retryDelays: [30, 30], send });
    await expect.poll(() => calls).toBe(3);
    await mailSettled();
    await expect.poll(() => keptFor(to)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(3);
  });

  it("kept by a process that has stopped, reaches the mail server with the next sweep", async () => {
    const to = `after-restart-${randomUUID()}@example.com`;
    await keepForRetry(message(to), 1, -1000);
    await sendDueMail();
    await mailSettled();
    const [received] = await sink.to(to);
    expect(received.text).toContain("treść");
    expect(await keptFor(to)).toEqual([]);
  });
});

describe("takeDueMail", () => {
  it("gives a due message to one taker only, and not again before the lease ends", async () => {
    const to = `lease-${randomUUID()}@example.com`;
    await keepForRetry(message(to), 2, -1000);
    const [first, second] = await Promise.all([takeDueMail(), takeDueMail()]);
    const taken = [...first, ...second].filter((row) => row.message.to === to);
    expect(taken).toHaveLength(1);
    expect(taken[0].attempts).toBe(2);
    expect((await takeDueMail()).some((row) => row.message.to === to)).toBe(false);
    const [row] = await keptFor(to);
    expect(row.dueAt.getTime()).toBeGreaterThan(Date.now() + RETRY_LEASE_MS - 60_000);
    // The lease is over (the process that took it stopped): it is due again.
    await db.update(mailRetries).set({ dueAt: sql`now() - interval '1 second'` }).where(eq(mailRetries.id, row.id));
    expect((await takeDueMail()).some((due) => due.message.to === to)).toBe(true);
  });

  it("leaves messages that are not due yet", async () => {
    const to = `later-${randomUUID()}@example.com`;
    await keepForRetry(message(to), 1, 60_000);
    expect((await takeDueMail()).some((row) => row.message.to === to)).toBe(false);
  });
});

// A real SMTP peer for browser tests: accepts every message and exposes the mailbox over HTTP
// (GET /messages?to=address) so a test can read the verification or reset e-mail it triggered.
import http from "node:http";
import { SMTPServer } from "smtp-server";

type Message = { to: string[]; from: string; raw: string; receivedAt: string };
const messages: Message[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 3225), "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/health") return res.end("ok");
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      res.setHeader("Content-Type", "application/json");
      return res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(process.env.MAILBOX_PORT ?? 3226), "127.0.0.1");

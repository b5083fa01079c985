// A real SMTP peer for browser tests (tests/support/smtp-capture.ts) with its mailbox over HTTP
// (GET /messages?to=address) so a test can read the verification or reset e-mail it triggered.
// Each message has `raw` and its decoded `text`.
import http from "node:http";
import { startSmtpCapture } from "../../support/smtp-capture";

const capture = await startSmtpCapture(Number(process.env.SMTP_PORT ?? 3225));

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/health") return res.end("ok");
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to");
      res.setHeader("Content-Type", "application/json");
      return res.end(JSON.stringify(to ? capture.to(to) : capture.messages));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(process.env.MAILBOX_PORT ?? 3226), "127.0.0.1");

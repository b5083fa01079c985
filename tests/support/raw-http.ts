// One raw HTTP exchange on a fresh connection: the test writes the request line and every header byte
// (fetch and Playwright set Host themselves and refuse a malformed one).
import net from "node:net";

export function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** The status line and the body of a raw answer. */
export const statusLineAndBody = (answer: string): [string, string] => [answer.split("\r\n")[0]!, answer.slice(answer.indexOf("\r\n\r\n") + 4)];

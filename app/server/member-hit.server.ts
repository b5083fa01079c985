// ADR 114, 115: a member's answer from the shared member page, given in Node's request handler
// before Express and React Router (as ADR 096/106 do for visitors' hits): their routing, middleware
// and the adapter's Fetch Request and Response were most of a member answer's CPU once the reads were
// cheap. Same rules and the same answer as pageCacheMiddleware's member path: a valid session read
// directly with the member's roles and settings in its one query (ADR 115, 138; a session Better Auth
// must refuse or renew goes the long way), no permissions, a browser that runs our JavaScript, no
// toast, not `.data`, the member's language and theme, a stored page. Anything else, or any error, is
// left to Express (resolves false before writing anything).
import type { IncomingMessage, ServerResponse } from "node:http";
import { hasScriptedCookie } from "~/features/access/personal-data";
import { readValidSession } from "~/features/access/session-read.server";
import { sessionUserOf } from "~/features/access/session.server";
import { freshPieces, type Entry } from "./page-cache-entry.server";
import { hitEncoding, hitHeaders } from "./page-cache-hit-headers.server";
import { mayHoldAnswer, storedAnswer } from "./page-cache.server";
import { mayShareMemberPage, memberCacheKey, memberCacheKeys, personalBlock } from "./member-pages.server";

/** Cheap first test, without the database: a plain GET with a session cookie from a scripted browser. */
export function mayBeMemberHit(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return (
    req.method === "GET" &&
    req.url?.startsWith("/") === true &&
    req.headers["content-length"] === undefined &&
    req.headers["transfer-encoding"] === undefined &&
    cookie?.includes("session_token") === true &&
    hasScriptedCookie(cookie)
  );
}

type Fixed = ReadonlyArray<readonly [string, string]>;

export async function serveMemberPageHit(req: IncomingMessage, res: ServerResponse, fixedHeaders: Fixed): Promise<boolean> {
  let answer: { entry: Entry; personal: Buffer; gzip: boolean; contentType: string | undefined } | null;
  try {
    answer = await memberAnswerFor(req);
  } catch {
    return false; // the database is down, say: Express answers (its 503 page)
  }
  if (!answer) return false;
  const { entry, personal, gzip, contentType } = answer;
  const { policy, pieces, length } = freshPieces(entry, gzip, personal);
  res.writeHead(entry.status, hitHeaders(entry, fixedHeaders, { contentType, policy, gzip, length }));
  res.cork(); // one writev for the headers and every piece
  for (const piece of pieces) res.write(piece);
  res.end();
  return true;
}

async function memberAnswerFor(req: IncomingMessage) {
  const cookie = req.headers.cookie ?? "";
  const url = new URL(`http://localhost${req.url}`); // the path and query as the adapter parses them
  if (!mayShareMemberPage(cookie, url, [])) return null;
  // No variant of this page stored (a first visit, /profil, /szukaj…): Express reads what it needs.
  if (!mayHoldAnswer(memberCacheKeys(url))) return null;
  const session = await readValidSession(cookie);
  if (!session) return null;
  const user = await sessionUserOf(session);
  if (!mayShareMemberPage(cookie, url, user.permissions)) return null;
  const entry = storedAnswer(memberCacheKey(session.pageSettings, url));
  if (!entry) return null;
  const encoding = hitEncoding(entry, req.method, req.headers["accept-encoding"]);
  if (!encoding) return null;
  return { entry, personal: await personalBlock(user, entry.tags), ...encoding };
}

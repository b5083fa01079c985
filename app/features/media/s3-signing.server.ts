import { createHash, createHmac } from "node:crypto";

// AWS Signature Version 4, header form — enough for S3-compatible PUT/GET/DELETE without an SDK.
// https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html

export type SigningCredentials = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type RequestToSign = {
  method: string;
  url: URL;
  /** Headers to sign besides host / x-amz-date / x-amz-content-sha256, which are added. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  date?: Date;
};

export const EMPTY_PAYLOAD_HASH = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay literal. */
export function uriEncode(value: string, encodeSlash = true): string {
  let out = "";
  for (const ch of value) {
    if (/[A-Za-z0-9\-_.~]/.test(ch) || (ch === "/" && !encodeSlash)) out += ch;
    else for (const byte of Buffer.from(ch, "utf8")) out += "%" + byte.toString(16).toUpperCase().padStart(2, "0");
  }
  return out;
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join("&");
}

export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, "");
}

/**
 * Returns the headers to send: the caller's headers plus host, x-amz-date, x-amz-content-sha256 and
 * authorization. S3 paths are encoded once (unlike other services), so `url.pathname` must hold the
 * raw key characters decoded.
 */
export function signRequest(req: RequestToSign, creds: SigningCredentials): Record<string, string> {
  const date = req.date ?? new Date();
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...req.headers,
    host: req.url.host,
    "x-amz-date": stamp,
    "x-amz-content-sha256": req.payloadHash,
  };
  const normalized = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = normalized.map(([k]) => k).join(";");
  const canonicalRequest = [
    req.method.toUpperCase(),
    uriEncode(decodeURIComponent(req.url.pathname), false) || "/",
    canonicalQuery(req.url),
    normalized.map(([k, v]) => `${k}:${v}\n`).join(""),
    signedHeaders,
    req.payloadHash,
  ].join("\n");
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const kDate = hmac("AWS4" + creds.secretAccessKey, day);
  const kSigning = hmac(hmac(hmac(kDate, creds.region), creds.service), "aws4_request");
  const signature = createHmac("sha256", kSigning).update(stringToSign, "utf8").digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

import { describe, expect, it } from "vitest";
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, uriEncode } from "./s3-signing.server";

// The worked examples of https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
const creds = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
};
const date = new Date("2013-05-24T00:00:00Z");

function signatureOf(authorization: string): string {
  return authorization.split("Signature=")[1];
}

describe("signRequest (AWS documented examples)", () => {
  it("GET object with a Range header", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_HASH,
        date,
      },
      creds,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("PUT object with a body and extra headers", () => {
    const body = Buffer.from("Welcome to Amazon S3.");
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex(body),
        date,
      },
      creds,
    );
    expect(signatureOf(headers.authorization)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("GET bucket lifecycle (empty-valued query parameter)", () => {
    const headers = signRequest(
      { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/?lifecycle"), payloadHash: EMPTY_PAYLOAD_HASH, date },
      creds,
    );
    expect(signatureOf(headers.authorization)).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
  });

  it("GET bucket listing (sorted query parameters)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"),
        payloadHash: EMPTY_PAYLOAD_HASH,
        date,
      },
      creds,
    );
    expect(signatureOf(headers.authorization)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });
});

describe("uriEncode", () => {
  it("keeps unreserved characters and encodes the rest as upper-case UTF-8 escapes", () => {
    expect(uriEncode("a-b_c.d~e f/ł", true)).toBe("a-b_c.d~e%20f%2F%C5%82");
    expect(uriEncode("demo/x.webp", false)).toBe("demo/x.webp");
  });
});

import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, parseTrustProxy } from "./config.server";

describe("parseConfig (DESIGN §3)", () => {
  it("uses the documented defaults for the embedded start", () => {
    const cfg = parseConfig({ NODE_ENV: "development" });
    expect(cfg.port).toBe(3000);
    expect(cfg.host).toBe("127.0.0.1");
    expect(cfg.appUrl).toBe("http://localhost:3000");
    expect(cfg.embedded).toBe(true);
    expect(cfg.seedDemo).toBe(true);
    expect(cfg.mailFrom).toBe("Viralne Produkty <no-reply@localhost>");
    expect(cfg.dataDir.endsWith("/data")).toBe(true);
  });

  it("binds to all interfaces in production and derives APP_URL from PORT", () => {
    const cfg = parseConfig({ NODE_ENV: "production", PORT: "8080", DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: "x".repeat(32) });
    expect(cfg.host).toBe("0.0.0.0");
    expect(cfg.appUrl).toBe("http://localhost:8080");
  });

  it("keeps the demo (its passwords are in the README) on this machine unless HOST says otherwise", () => {
    expect(parseConfig({ NODE_ENV: "production" }).host).toBe("127.0.0.1");
    expect(parseConfig({ NODE_ENV: "production", SEED_DEMO: "0" }).host).toBe("0.0.0.0");
    expect(parseConfig({ NODE_ENV: "production", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("turns demo data off for a real database and requires AUTH_SECRET there", () => {
    expect(() => parseConfig({ DATABASE_URL: "postgres://u@h/db" })).toThrow(
      "Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set",
    );
    const cfg = parseConfig({ DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: "x".repeat(32) });
    expect(cfg.seedDemo).toBe(false);
    expect(cfg.embedded).toBe(false);
  });

  it("stops with one clear line naming a bad variable", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => parseConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => parseConfig({ APP_URL: "ftp://x" })).toThrow(/APP_URL/);
  });

  it("runs the link sweep by itself only in a deployment, and fetches private addresses only when asked (ADR 170)", () => {
    const deployment = { DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: "x".repeat(32) };
    expect(parseConfig({ ...deployment, NODE_ENV: "production" }).linkCheck).toEqual({ sweep: true, allowPrivate: false });
    expect(parseConfig({ NODE_ENV: "production" }).linkCheck.sweep).toBe(false); // the embedded demo's made-up links
    expect(parseConfig({ ...deployment, NODE_ENV: "production", SEED_DEMO: "1" }).linkCheck.sweep).toBe(false);
    expect(parseConfig({ ...deployment, NODE_ENV: "test" }).linkCheck.sweep).toBe(false);
    expect(parseConfig({ ...deployment, NODE_ENV: "production", LINK_CHECK: "off" }).linkCheck.sweep).toBe(false);
    expect(parseConfig({ NODE_ENV: "test", LINK_CHECK: "on", LINK_CHECK_ALLOW_PRIVATE: "1" }).linkCheck).toEqual({ sweep: true, allowPrivate: true });
    expect(() => parseConfig({ LINK_CHECK: "sometimes" })).toThrow(/^Invalid configuration: LINK_CHECK /);
  });

  it("treats empty strings as unset and trims a trailing slash from APP_URL", () => {
    const cfg = parseConfig({ PORT: "", APP_URL: "https://viralne.pl/" });
    expect(cfg.port).toBe(3000);
    expect(cfg.appUrl).toBe("https://viralne.pl");
  });
});

describe("parseTrustProxy (TRUST_PROXY, issue #12 point 3)", () => {
  it("trusts no proxy when unset, empty, 0 or false", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseConfig({}).trustProxy).toBe(false);
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("takes a list of addresses, CIDR ranges and Express' names", () => {
    expect(parseTrustProxy("10.0.0.1, 192.168.0.0/16,::1,loopback")).toEqual(["10.0.0.1", "192.168.0.0/16", "::1", "loopback"]);
  });

  it.each(["true", "yes", "10.0.0", "10.0.0.1/33", "evil.example", "1.2.3.4/8/8", "99", "-1", "10.0.0.1,"])(
    "refuses %j with one clear line",
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY/);
    },
  );
});

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

// DESIGN §3: the names and defaults are fixed; tests and deployments rely on them.
const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Viralne Produkty <no-reply@localhost>"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: z.string().optional(),
  LINK_CHECK: booleanFlag.optional(),
  LINK_CHECK_ALLOW_PRIVATE: booleanFlag.default(false),
  DOCUMENT_NOTICE_HOLD_MINUTES: z.coerce.number().int().min(0).max(1440).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** Parses the environment; throws one readable line naming the bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // Empty strings count as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  if (!embedded && !e.AUTH_SECRET) {
    throw new ConfigError("Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set");
  }
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  const production = e.NODE_ENV === "production";
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const seedDemo = e.SEED_DEMO ?? embedded;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    // DESIGN §3: all interfaces in production — but not for the demo, whose accounts' passwords are in the
    // README (a Quick start on a fresh server would open them to the network). HOST=0.0.0.0 overrides.
    host: e.HOST ?? (production && !seedDemo ? "0.0.0.0" : "127.0.0.1"),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL,
    embedded,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    // Demo data only ever for the embedded default, unless explicitly requested.
    seedDemo,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    // ADR 198 addendum (session 39): the e-mails about a new terms or privacy version wait this long after
    // the publication, so a corrected version published for the same day in the meantime replaces them.
    documentNoticeHoldMinutes: e.DOCUMENT_NOTICE_HOLD_MINUTES ?? (e.NODE_ENV === "test" ? 0 : 10),
    linkCheck: {
      // ADR 170: the daily sweep of the shops' links runs by itself in a deployment (DATABASE_URL set,
      // no demo data); the demo catalogue's made-up links and the test suites are left alone.
      sweep: e.LINK_CHECK ?? (!embedded && !seedDemo && e.NODE_ENV !== "test"),
      // Only for tests and closed networks: the checker may then fetch loopback and private addresses.
      allowPrivate: e.LINK_CHECK_ALLOW_PRIVATE,
    },
  };
}

/**
 * TRUST_PROXY (issue #12 point 3), handed to Express' `trust proxy`: unset or "0"/"false" trusts no
 * proxy (the socket address is the client); a whole number N trusts N hops of X-Forwarded-For; a
 * comma-separated list trusts those proxy addresses (IPs, CIDR ranges, or Express' names loopback,
 * linklocal, uniquelocal). "true" (trust anything) is refused: any client could then pick its address.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text.toLowerCase() === "false") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError("Invalid configuration: TRUST_PROXY hop count must be 0–10");
    return hops;
  }
  const entries = text.split(",").map((part) => part.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY "${entry}" is not a hop count, IP address, CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= parseConfig();
  return cached;
}

/** Reads the environment again at the next `config()`: the database test files share a process, and each sets its own (its mail sink's SMTP_URL). */
export function forgetConfig(): void {
  cached = undefined;
}

/** The signing secret: from AUTH_SECRET, or generated once into DATA_DIR (mode 0600). */
export function authSecret(cfg: AppConfig = config()): string {
  if (cfg.authSecret) return cfg.authSecret;
  const file = path.join(cfg.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(cfg.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

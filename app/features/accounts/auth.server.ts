import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { jwt } from "better-auth/plugins/jwt";
import { twoFactor } from "better-auth/plugins/two-factor";
import { authSecret, config } from "~/config.server";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { hashPassword, verifyPassword } from "./password.server";

// DESIGN §2: Better Auth 1.7.7 does the security-critical work (sessions, verification, TOTP, JWKS).
function createAuth() {
  const cfg = config();
  return betterAuth({
    appName: "Viralne Produkty",
    baseURL: cfg.appUrl,
    basePath: "/api/auth",
    secret: authSecret(cfg),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        jwks: schema.jwks,
        rateLimit: schema.rateLimit,
      },
    }),
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    plugins: [twoFactor({ issuer: "Viralne Produkty" }), jwt()],
  });
}

type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;

/** The Better Auth instance, created on first use (after the database is initialised). */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

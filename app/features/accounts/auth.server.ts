import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { jwt } from "better-auth/plugins/jwt";
import { twoFactor } from "better-auth/plugins/two-factor";
import { authSecret, config } from "~/config.server";
import { db, onDatabaseChange } from "~/db/client.server";
import * as schema from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { createAccountRows, noteSignIn } from "./account-rows.server";
import { endSession, isBlocked } from "~/features/access/user-block.server";
import { BLOCK_MESSAGES } from "~/features/access/user-block";
import { ACCOUNT_BLOCKED } from "./auth-constants";
import { AUTH_RATE_LIMIT } from "./auth-rate-limit";
import { generateBackupCodes } from "./backup-codes.server";
import { RESET_TOKEN_TTL_SECONDS, SESSION_TTL_SECONDS, VERIFICATION_TTL_SECONDS } from "./auth-constants";
import { sendPasswordChangedMail, sendPasswordResetMail, sendVerificationMail } from "./auth-mail.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hashResetIdentifier, RESET_PREFIX } from "./reset-link-storage.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";
import { databaseError, isUniqueViolation } from "~/db/errors.server";


// ADR 014: the site signs in, registers, resets and verifies only through its own forms, whose
// actions apply our per-account limits; Better Auth's HTTP twins of those flows would bypass them.
// `auth().api.*` calls are not affected by this list.
const FORM_ONLY_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/verify-email",
  "/send-verification-email",
  "/request-password-reset",
  "/reset-password",
  "/change-password",
  "/change-email",
  "/set-password",
  "/update-user",
  "/delete-user",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

// DESIGN §2: Better Auth 1.7.7 does the security-critical work (sessions, verification, TOTP, JWKS).
function createAuth() {
  const cfg = config();
  return betterAuth({
    appName: "Viralne Produkty",
    baseURL: cfg.appUrl,
    basePath: "/api/auth",
    secret: authSecret(cfg),
    trustedOrigins: [new URL(cfg.appUrl).origin],
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
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // ADR 005: cookies are "vp.*" (httpOnly, SameSite=Lax, Secure and "__Secure-" on https).
      cookiePrefix: "vp",
      // The server puts the address Express resolved (trust proxy: loopback) in this header.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => sendPasswordResetMail(user, token),
      onPasswordReset: async ({ user }) => sendPasswordChangedMail(user),
    },
    // Issue #15 pt 7: the new address is confirmed by a link sent to it (the
    // "change-email-verification" flow: no confirmation step on the old address).
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token, url }) => sendVerificationMail(user, token, url),
    },
    // A leaked database copy must not hand out working reset or verification links.
    // Reset links keep a prefix before their hash (reset-link-storage.server.ts): ended together.
    verification: { storeIdentifier: { default: "hashed", overrides: { [RESET_PREFIX]: { hash: hashResetIdentifier } } } },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: { ...AUTH_RATE_LIMIT, customRules: { ...AUTH_RATE_LIMIT.customRules } },
    disabledPaths: FORM_ONLY_PATHS,
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => createAccountRows(user, (ctx?.body ?? {}) as Record<string, unknown>),
        },
      },
      // ADR 158: no session for a blocked account, whichever way it signs in (password, second step).
      session: {
        create: {
          before: async (session) => {
            if (await isBlocked(session.userId)) throw APIError.from("FORBIDDEN", { message: BLOCK_MESSAGES.signIn, code: ACCOUNT_BLOCKED });
          },
          // Blocked between the check above and the insert (blockUser ends sessions after its commit too).
          after: async (session) => {
            if (!(await isBlocked(session.userId))) return noteSignIn(session.userId);
            await endSession(session.id);
            throw APIError.from("FORBIDDEN", { message: BLOCK_MESSAGES.signIn, code: ACCOUNT_BLOCKED });
          },
        },
      },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[visitorsDoing(level, message, args) ? "warn" : level]({ args: args.map(loggable) }, `better-auth: ${message}`),
    },
    telemetry: { enabled: false },
    plugins: [
      // ADR 014: the per-account limit for second-step codes is Better Auth's own lockout.
      twoFactor({
        issuer: "Viralne Produkty",
        accountLockout: { maxFailedAttempts: 5, durationSeconds: 15 * 60 },
        backupCodeOptions: { customBackupCodesGenerate: () => generateBackupCodes() },
      }),
      // ADR 097 (issue #14): the plugin's after-hook on get-session signs a JWT for a `set-auth-jwt`
      // header — on every page request of a signed-in user (sessionMiddleware calls getSession), where
      // the header is thrown away: a JWKS read, a private-key decryption and a signature each time.
      // API callers get their JWT from GET /api/auth/token (ADR 005), which this does not change.
      jwt({ disableSettingJwtHeader: true }),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;
// Its adapter holds the database it was created with.
onDatabaseChange(() => (instance = undefined));

// Better Auth passes a failed query's error, whose text repeats the query's parameters (a person's
// name and e-mail): only its kind and database code reach the log (operator review, session 31).
/**
 * Errors Better Auth logs that are the visitor's doing, not the server's: warnings, as our own guards log
 * them (an "error" per request let anyone flood error alerting). A refused cross-site request (review,
 * session 30); the same e-mail registered by requests racing each other, whose losers hit the unique key
 * (23505) — they are told the address is taken (review, session 50).
 */
function visitorsDoing(level: string, message: string, args: unknown[]): boolean {
  if (level !== "error") return false;
  if (message.startsWith("Invalid origin")) return true;
  return message.startsWith("Failed to create user") && args.some(isUniqueViolation);
}

function loggable(arg: unknown): unknown {
  if (!(arg instanceof Error)) return typeof arg === "object" && arg !== null ? "[obiekt]" : arg;
  return { name: arg.name, code: databaseError(arg)?.code };
}
/** The Better Auth instance, created on first use (after the database is initialised). */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

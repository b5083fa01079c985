// ADR 014: Better Auth's own limiter for its HTTP endpoints (database storage, the `rate_limit` table
// it shares with our `app:` rows). Kept here so the hourly prune (auth-retention.server.ts) knows the
// longest window without importing the auth instance.
export const AUTH_RATE_LIMIT = {
  enabled: true,
  storage: "database",
  window: 60,
  max: 100,
  customRules: {
    "/sign-out": { window: 60, max: 20 },
    "/token": { window: 60, max: 30 },
    "/revoke-*": { window: 60, max: 10 },
    "/list-sessions": { window: 60, max: 30 },
  },
} as const;

/**
 * Windows Better Auth 1.x applies on its own (seconds): its special rules for sign-in/sign-up/change-*
 * (10) and reset/verification requests (60), and the two-factor plugin's /two-factor/* (10)
 * (node_modules/better-auth/dist/api/rate-limiter, plugins/two-factor).
 */
const BUILT_IN_WINDOWS = [10, 60, 10];

/** The longest window any Better Auth `ip|path` row can be counting in, in seconds. */
export const LONGEST_AUTH_WINDOW_SECONDS = Math.max(
  AUTH_RATE_LIMIT.window,
  ...Object.values(AUTH_RATE_LIMIT.customRules).map((rule) => rule.window),
  ...BUILT_IN_WINDOWS,
);

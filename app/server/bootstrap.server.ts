import path from "node:path";
import { count, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { closeDatabase, databaseHandle, db, openDatabase, setDatabase } from "~/db/client.server";
import { products } from "~/db/schema";
import { applyReferenceData } from "~/db/seed/reference";
import { DEMO_ACCOUNTS, seedDemo } from "~/db/seed/demo";
import { grantRoleByEmail, RoleError } from "~/features/access/roles.server";
import { expireRoleAssignments } from "~/features/access/role-expiry.server";
import { ADMIN_ROLE_NAME } from "~/features/access/permissions";
import { pruneOldViews } from "~/features/catalog/views.server";
import { pruneOldActivity } from "~/features/activity/activity-log.server";
import { pruneModerationRecords } from "~/features/engagement/review-originals.server";
import { pruneDeletedProductSnapshots } from "~/features/catalog/product-snapshots.server";
import { startMailRetries, stopMailRetries } from "~/features/mail/mailer.server";
import { startLinkCheckSweep, stopLinkCheckSweep } from "~/features/catalog/link-check-sweep.server";
import { startNewsletterWorker, stopNewsletterWorker } from "~/features/newsletter/newsletter-worker.server";
import { startDocumentNoticeWorker, stopDocumentNoticeWorker } from "~/features/content/documents/document-notice-worker.server";
import { purgeDueAccounts } from "~/features/accounts/profile-deletion.server";
import { pruneExpiredRateLimits, pruneExpiredSessions, pruneExpiredVerifications } from "~/features/accounts/auth-retention.server";
import { forgetClickKeys, pruneOldClicks } from "~/features/catalog/click-retention.server";
import { pruneClosedReports } from "~/features/engagement/review-reports.server";
import { pruneMailFolder, warnIfMailGoesToFiles } from "~/features/mail/mailer.server";
import { logger } from "~/utils/logger.server";
import { invalidatePageCache } from "./page-cache.server";

// Survives Vite's module reloads in development so one PGlite data folder is never opened twice.
const globalState = globalThis as unknown as { __vpStartup?: Promise<StartedApp> };

const STARTUP_LOCK = 727_275;
const ACCOUNT_PURGE_LOCK = 727_276;
const UPLOAD_SWEEP_LOCK = 727_277;

export type StartedApp = { port: number; host: string; appUrl: string };

/**
 * Parses the configuration, opens and migrates the database, applies reference data and seeds the
 * demo catalogue when asked. Throws ConfigError (one readable line) on a bad environment.
 */
export function startApp(): Promise<StartedApp> {
  globalState.__vpStartup ??= start();
  return globalState.__vpStartup;
}

async function start(): Promise<StartedApp> {
  const cfg = config();
  const handle = cfg.databaseUrl
    ? await openDatabase({ url: cfg.databaseUrl })
    : await openDatabase({ dataDir: path.join(cfg.dataDir, "db") });
  setDatabase(handle);
  await handle.migrate();
  // Several app processes may start together on one PostgreSQL (DESIGN §7): one prepares, others wait.
  await handle.exclusive(STARTUP_LOCK, async () => {
    await applyReferenceData(handle.db);
    await expireRoleAssignments(handle.db); // issue #10: lapsed roles logged at start, then hourly
    if (!cfg.seedDemo) return;
    const [{ n }] = await handle.db.select({ n: count() }).from(products);
    if (n > 0) return;
    const started = Date.now();
    await seedDemo(handle.db);
    // Fresh statistics and flushed GIN pending lists, or the first searches run 10-100x slower.
    await handle.db.execute(sql`VACUUM ANALYZE`);
    logger.info({ ms: Date.now() - started }, "Załadowano demonstracyjny katalog");
  });
  warnIfMailGoesToFiles();
  scheduleMaintenance(handle.kind === "pglite");
  void runRetention();
  startMailRetries(); // ADR 165: messages kept for another attempt, including those of a previous run
  startLinkCheckSweep(); // ADR 170: the shops' links, once a day each (LINK_CHECK)
  startNewsletterWorker(); // ADR 185: an issue's pending deliveries, including those a stopped process left
  startDocumentNoticeWorker(); // ADR 198: the notices of a changed legal document, likewise
  void runAccountPurge();
  if (cfg.seedDemo) printDemoAccounts();
  if (cfg.adminEmail) {
    try {
      const outcome = await grantRoleByEmail(handle.db, cfg.adminEmail, ADMIN_ROLE_NAME);
      logger.info({ email: cfg.adminEmail, outcome }, "ADMIN_EMAIL: rola administratora");
    } catch (error) {
      if (!(error instanceof RoleError)) throw error;
      logger.warn({ email: cfg.adminEmail }, "ADMIN_EMAIL: użytkownik jeszcze się nie zarejestrował");
    }
  }
  return { port: cfg.port, host: cfg.host, appUrl: cfg.appUrl };
}

// Hourly: view-dedupe hashes older than 24 h are deleted even on a quiet site (ADR 017), and the
// other retention periods applied (ADR 201). Every six
// hours on PGlite, which runs no autovacuum daemon: fresh planner statistics (a few ms per 10k rows).
const HOUR_MS = 60 * 60 * 1000;
let maintenanceTimer: ReturnType<typeof setInterval> | undefined;
// Each job on its own (code review, session 39): one that throws every hour (say, the uploads folder
// unreadable) no longer keeps the account purge and the retention periods from running.
const HOURLY_JOBS: [string, () => Promise<unknown>][] = [
  ["skróty wyświetleń", () => pruneOldViews()],
  // ADR 027: day-old unattached uploads
  ["nieprzypięte obrazy", async () => (await import("~/features/media/uploads.server")).cleanupUnattachedUploads()],
  ["wygasłe role", () => expireRoleAssignments()],
  ["stary dziennik zmian", () => pruneOldActivity()],
  ["oryginały moderowanych opinii", () => pruneModerationRecords()], // ADR 197: after the appeal window
  ["kopie usuniętych produktów", () => pruneDeletedProductSnapshots()], // ADR 209: after the 30 days to restore
];
function scheduleMaintenance(embedded: boolean) {
  let hours = 0;
  maintenanceTimer = setInterval(async () => {
    hours += 1;
    for (const [name, job] of HOURLY_JOBS) {
      try {
        await job();
      } catch (error) {
        logger.warn({ err: error, job: name }, "Zadanie konserwacyjne nie powiodło się");
      }
    }
    await runAccountPurge();
    await runRetention();
    if (hours % 24 === 1) await runUploadSweep();
    if (embedded && hours % 6 === 0) await db.execute(sql`VACUUM ANALYZE`).catch((error: unknown) => logger.warn({ err: error }, "VACUUM ANALYZE nie powiódł się"));
  }, HOUR_MS);
  maintenanceTimer.unref();
}

// ADR 201: personal data kept no longer than the privacy policy says, each job on its own (one
// failing does not stop the others). The account purge runs first (its rows then need no pruning);
// the click totals need nothing first (a trigger adds each click to click_daily_totals as it is stored).
const RETENTION_JOBS: [string, () => Promise<number>][] = [
  ["klucze kliknięć", () => forgetClickKeys()],
  ["kliknięcia starsze niż rok", () => pruneOldClicks()],
  ["wygasłe sesje", () => pruneExpiredSessions()],
  ["wygasłe linki weryfikacyjne", () => pruneExpiredVerifications()],
  ["zakończone okna limitów prób", () => pruneExpiredRateLimits()],
  ["zamknięte zgłoszenia opinii", () => pruneClosedReports()],
  ["stare e-maile w folderze poczty", () => pruneMailFolder()],
];
async function runRetention() {
  for (const [name, job] of RETENTION_JOBS) {
    try {
      const count = await job();
      if (count > 0) logger.info({ count, job: name }, "Okresy przechowywania: usunięto lub wyczyszczono dane");
    } catch (error) {
      logger.warn({ err: error, job: name }, "Zadanie okresu przechowywania nie powiodło się");
    }
  }
}

// ADR 180: once a day, images no saved content shows any more; one process at a time.
async function runUploadSweep() {
  try {
    const handle = databaseHandle();
    const { sweepUnusedUploads } = await import("~/features/media/upload-sweep.server");
    await handle.exclusive(UPLOAD_SWEEP_LOCK, () => sweepUnusedUploads(undefined, handle.db));
  } catch (error) {
    logger.warn({ err: error }, "Przegląd nieużywanych obrazów nie powiódł się");
  }
}

// Issue #12 point 10: accounts whose 7-day grace period is over. The advisory lock makes one
// process do it at a time; the claim inside is atomic as well (DELETE … RETURNING).
async function runAccountPurge() {
  try {
    const handle = databaseHandle();
    const ids = await handle.exclusive(ACCOUNT_PURGE_LOCK, () => purgeDueAccounts(handle.db));
    if (ids.length > 0) {
      logger.info({ count: ids.length }, "Usunięto konta po okresie karencji");
      // Cached product pages still show the deleted users' names and likes: drop them everywhere.
      await invalidatePageCache();
    }
  } catch (error) {
    logger.warn({ err: error }, "Usuwanie kont po okresie karencji nie powiodło się");
  }
}

function printDemoAccounts() {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(9)} ${a.email}  hasło: ${a.password}`);
  // Printed on purpose: these accounts exist only on the embedded demo database (DESIGN §3).
  console.log(["Konta demonstracyjne:", ...lines].join("\n"));
}

export async function stopApp(): Promise<void> {
  clearInterval(maintenanceTimer);
  stopMailRetries();
  stopNewsletterWorker();
  stopDocumentNoticeWorker();
  await stopLinkCheckSweep();
  if (!globalState.__vpStartup) return;
  globalState.__vpStartup = undefined;
  await closeDatabase();
}

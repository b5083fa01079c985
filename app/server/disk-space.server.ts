import { statfs } from "node:fs/promises";
import { config } from "~/config.server";
import { logger } from "~/utils/logger.server";

// Operator review (session 31): a full disk broke uploads, the mail folder and the embedded database's
// writes while /healthz still said "ok". The data folder holds all three.

/** Below this much free space on the data folder's disk, /healthz says "low" (and the log warns). */
export const LOW_DISK_BYTES = 256 * 1024 * 1024;

export type DiskSpace = { freeBytes: number; low: boolean };

let lastWarning = 0;

/** Free space on the disk of DATA_DIR (null when it cannot be read, e.g. the folder is missing). */
export async function dataDiskSpace(dir = config().dataDir, lowBelow = LOW_DISK_BYTES): Promise<DiskSpace | null> {
  try {
    const stats = await statfs(dir);
    const freeBytes = stats.bavail * stats.bsize;
    const low = freeBytes < lowBelow;
    if (low && Date.now() - lastWarning > 60 * 60_000) {
      lastWarning = Date.now();
      logger.warn({ dir, freeBytes }, "Mało miejsca na dysku z danymi: zapisy (zdjęcia, poczta, baza) mogą się nie udać");
    }
    return { freeBytes, low };
  } catch {
    return null;
  }
}

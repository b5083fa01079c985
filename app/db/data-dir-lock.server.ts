import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

// Issue #12 point 2: PGlite is one process's database. Two processes on one folder both acknowledge
// writes and one side's are silently lost, so the folder gets an exclusive lock file, created with
// O_EXCL. A lock left behind by a killed process (kill -9) names a PID that no longer runs and is
// taken over; a live owner (including this very process) stops the start with one clear line.
// A lock naming this process's own PID that this process did not take was left by an earlier process
// with the same PID: in a container the app is PID 1 after every restart (operator review, session 31).
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export type DataDirLock = { file: string; release: () => void };

/** The lock files this process holds. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  // Beside the folder, not in it: PostgreSQL's own files stay untouched (and out of data dumps).
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner !== undefined && (owner === process.pid ? heldHere.has(file) : isRunning(owner))) {
        throw new DataDirLockedError(
          `Folder bazy danych ${dataDir} jest już używany przez inny proces (PID ${owner}). Zatrzymaj go albo ustaw inny DATA_DIR.`,
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    heldHere.add(file);
    let released = false;
    return {
      file,
      release() {
        if (released) return;
        released = true;
        heldHere.delete(file);
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      },
    };
  }
  throw new DataDirLockedError(`Nie udało się zablokować folderu bazy danych ${dataDir}.`);
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// One process per PGlite data folder. Two processes writing one PGlite folder each keep their own
// view of it, both acknowledge saves, and one's saves are gone after a restart: the second start
// must refuse. The lock is a file created with O_EXCL that holds the holder's pid; a lock whose
// pid is no longer running (a kill -9, a power cut) is stale and taken over.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "pglite.lock";
/** A lock file without a readable pid younger than this may be a start still writing it. */
const UNREADABLE_LOCK_GRACE_MS = 5_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    const holder = holderPid === undefined ? "another process" : `another Ripple process (pid ${holderPid})`;
    super(
      `The data folder ${path.resolve(dataDir)} is in use by ${holder}. ` +
        "Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL to share one database).",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export interface LockOptions {
  pid?: number;
  /** Whether a process with this pid is running (tests pass their own). */
  isRunning?: (pid: number) => boolean;
  now?: () => number;
}

/** Lock files held by this process, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): { pid: number | undefined; text: string; ageMs: number } | undefined {
  try {
    const text = readFileSync(file, "utf8");
    const pid = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
    return { pid, text, ageMs: Date.now() - statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined; // released meanwhile
    throw error;
  }
}

/** Takes the data folder's lock or throws DataDirLockedError naming the folder and the holder's pid. */
export function acquireDataDirLock(dataDir: string, options: LockOptions = {}): DataDirLock {
  const pid = options.pid ?? process.pid;
  const isRunning = options.isRunning ?? processIsRunning;
  const file = path.resolve(dataDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 5; attempt += 1) {
    let fd: number | undefined;
    try {
      fd = openSync(file, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (fd !== undefined) {
      try {
        writeSync(fd, `${pid}\n`);
      } finally {
        closeSync(fd);
      }
      return hold(file, pid);
    }

    const holder = readHolder(file);
    if (!holder) continue;
    if (holder.pid === undefined) {
      if (holder.ageMs < UNREADABLE_LOCK_GRACE_MS) throw new DataDirLockedError(dataDir, undefined);
    } else if (holder.pid === pid ? heldHere.has(file) : isRunning(holder.pid)) {
      throw new DataDirLockedError(dataDir, holder.pid);
    }
    // Stale: its process is gone (or it is our own pid from an earlier life, as pid 1 in a
    // container after a restart). Remove it only if it still says what we read, then try again.
    if (readHolder(file)?.text === holder.text) unlinkIfPresent(file);
  }
  throw new DataDirLockedError(dataDir, readHolder(file)?.pid);
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function hold(file: string, pid: number): DataDirLock {
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off("exit", release);
    if (readHolder(file)?.pid === pid) unlinkIfPresent(file);
  };
  // Ends of the process that skip close() (process.exit, an uncaught error) still release it.
  process.on("exit", release);
  return { file, release };
}

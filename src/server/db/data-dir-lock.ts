// One process per PGlite data folder. Two processes writing one PGlite folder each keep their own
// view of it, both acknowledge saves, and one's saves are gone after a restart: the second start
// must refuse. The lock is a file created with O_EXCL that names its holder: the pid, the
// process's start time and the boot it ran in (from /proc on Linux), and a random token. A lock
// whose process is gone (a kill -9, a power cut) is stale and taken over; so is one whose pid now
// belongs to another program (pids are reused: after a restart a lock may name any live process),
// told apart by its start time — docs/decisions/011 and 041.
import { randomBytes } from "node:crypto";
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "pglite.lock";
/** A lock file without a readable pid younger than this may be a start still writing it. */
const UNREADABLE_LOCK_GRACE_MS = 5_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
    /** Whether the holder is known to be a Ripple process (its start time matches the lock's). */
    readonly holderIsRipple = holderPid !== undefined,
  ) {
    const file = path.resolve(dataDir, LOCK_FILE_NAME);
    const holder =
      holderPid === undefined
        ? "another process"
        : holderIsRipple
          ? `another Ripple process (pid ${holderPid})`
          : `process ${holderPid}, named in ${file} (if that process is not Ripple, delete the file and start again)`;
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
  /** The clock an unreadable lock's age is read by (ms since the epoch, as the file's modification time). */
  now?: () => number;
}

/** Lock files held by this process, with the token written into each, so a second open in the same process is refused too. */
const heldHere = new Map<string, string>();

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Who holds a lock: what it names. An older version's lock holds the pid alone. */
interface Holder {
  pid: number;
  /** The process's start time in clock ticks after boot (/proc/<pid>/stat, field 22). */
  startTime?: string;
  /** /proc/sys/kernel/random/boot_id when it was written: start times count from that boot. */
  bootId?: string;
  token?: string;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}

/** The start time of a process as /proc gives it, or undefined where there is no /proc. */
function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields?.[19];
}

function currentBootId(): string | undefined {
  return readProc("/proc/sys/kernel/random/boot_id")?.trim();
}

/**
 * Whether the live process `pid` is the lock's holder: true when it is (its start time and boot
 * match the lock's), false when it cannot be (another start time, another boot, or for an older
 * version's lock a program that is not Node), undefined when this system cannot tell (no /proc).
 */
function isSameProcess(holder: Holder): boolean | undefined {
  if (holder.startTime !== undefined) {
    const startTime = startTimeOf(holder.pid);
    if (startTime === undefined) return undefined;
    const bootId = currentBootId();
    if (holder.bootId !== undefined && bootId !== undefined && holder.bootId !== bootId) return false;
    return startTime === holder.startTime;
  }
  const cmdline = readProc(`/proc/${holder.pid}/cmdline`);
  if (cmdline === undefined) return undefined;
  const program = path.basename(cmdline.split("\0")[0] ?? "");
  return /\b(node|nodejs|tsx)\b/.test(program) ? undefined : false;
}

function parseHolder(text: string): Holder | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Record<string, unknown>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : undefined);
    return { pid: value.pid as number, startTime: text("startTime"), bootId: text("bootId"), token: text("token") };
  } catch {
    return undefined;
  }
}

function readHolder(file: string, now: () => number = Date.now): { holder: Holder | undefined; text: string; ageMs: number } | undefined {
  try {
    const text = readFileSync(file, "utf8");
    return { holder: parseHolder(text), text, ageMs: now() - statSync(file).mtimeMs };
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
      const token = randomBytes(16).toString("hex");
      const startTime = startTimeOf(pid);
      const bootId = currentBootId();
      try {
        writeSync(fd, `${JSON.stringify({ pid, ...(startTime ? { startTime, bootId } : {}), token })}\n`);
      } finally {
        closeSync(fd);
      }
      return hold(file, token);
    }

    const read = readHolder(file, options.now);
    if (!read) continue;
    const { holder } = read;
    if (holder === undefined) {
      if (read.ageMs < UNREADABLE_LOCK_GRACE_MS) throw new DataDirLockedError(dataDir, undefined);
    } else if (holder.pid === pid) {
      // Our own pid: held by this very process, or left by an earlier life of it (pid 1 in a
      // restarted container), which is stale.
      if (heldHere.has(file)) throw new DataDirLockedError(dataDir, pid);
    } else if (isRunning(holder.pid)) {
      const same = isSameProcess(holder);
      if (same !== false) throw new DataDirLockedError(dataDir, holder.pid, same === true);
      // Its pid now belongs to another program: stale.
    }
    // Stale. Remove it only if it still says what we read, then try again.
    if (readHolder(file)?.text === read.text) unlinkIfPresent(file);
  }
  throw new DataDirLockedError(dataDir, readHolder(file)?.holder?.pid);
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function hold(file: string, token: string): DataDirLock {
  heldHere.set(file, token);
  const release = () => {
    if (heldHere.get(file) !== token) return;
    heldHere.delete(file);
    process.off("exit", release);
    if (readHolder(file)?.holder?.token === token) unlinkIfPresent(file);
  };
  // Ends of the process that skip close() (process.exit, an uncaught error) still release it.
  process.on("exit", release);
  return { file, release };
}

// An uploaded ZIP spooled to a temporary file as it streams in (decision 053), so a Day One export
// with hundreds of megabytes of photos is never held in memory and can be read from its central
// directory (zip-reader.ts). Files live in one folder under the system's temporary directory and are
// named with the server's process id: each import removes its own file when it ends (success, error
// or the client going away), and at start-up files left by a process that is no longer running
// (killed mid-import) are removed, never those of another server still running on this machine.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

const PREFIX = "import-";

/** The folder temporary import files are written to. */
export function spoolDir(): string {
  return path.join(os.tmpdir(), "ripple-imports");
}

export interface Spooled {
  path: string;
  size: number;
  /** Removes the file (safe to call more than once). */
  remove(): Promise<void>;
}

/**
 * Writes the chunks to a new temporary file and resolves with it; the chunks' own errors (413 past
 * the limit, an upload broken off) remove the file and are thrown as they are.
 */
export async function spoolToFile(chunks: AsyncIterable<Uint8Array>, dir = spoolDir()): Promise<Spooled> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${PREFIX}${process.pid}-${randomUUID()}.zip`);
  const remove = () => rm(file, { force: true });
  let size = 0;
  try {
    const out = createWriteStream(file, { mode: 0o600 });
    const counted = async function* () {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    await pipeline(counted, out as Writable);
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: file, size, remove };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs under another user
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the files of processes no longer running; answers how many were removed. */
export async function removeLeftoverSpools(dir = spoolDir()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number(/^import-(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}

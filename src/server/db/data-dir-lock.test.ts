// One process per PGlite data folder (decision 041).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDb } from "./create-db";
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from "./data-dir-lock";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "ripple-lock-"));
const lockFile = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const holderOf = (dir: string) => JSON.parse(readFileSync(lockFile(dir), "utf8")) as Record<string, unknown>;

/** A process that has run and ended: its pid is free. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

/** A process that keeps running until killed. */
async function livingProcess() {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
  await new Promise((resolve) => child.once("spawn", resolve));
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** A program that is not Ripple, nor Node, running until stopped. */
async function unrelatedProcess() {
  const child = spawn("sleep", ["600"]);
  await new Promise((resolve) => child.once("spawn", resolve));
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Another process that has taken the folder's lock, holding it until stopped. */
async function holdingProcess(dir: string) {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(path.resolve("src/server/db/data-dir-lock.ts"))};
    acquireDataDirLock(${JSON.stringify(dir)}); process.stdout.write("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

function refusal(action: () => unknown): DataDirLockedError {
  try {
    action();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error("expected DataDirLockedError");
}

describe("the data folder lock", () => {
  it("refuses a second open of the same PGlite folder, naming the folder and the holder's pid, until the first closes", async () => {
    const dir = freshDir();
    const first = await createDb({ dataDir: dir });
    expect(holderOf(dir)).toMatchObject({ pid: process.pid, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const second = await createDb({ dataDir: dir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as DataDirLockedError).message).toContain(path.resolve(dir));
    expect((second as DataDirLockedError).message).toContain(`pid ${process.pid}`);
    expect((second as DataDirLockedError).holderPid).toBe(process.pid);

    await first.close();
    expect(existsSync(lockFile(dir))).toBe(false);
    const again = await createDb({ dataDir: dir });
    await again.close();
  });

  it("refuses while another running Ripple process holds it", async () => {
    const dir = freshDir();
    const other = await holdingProcess(dir);
    try {
      const held = readFileSync(lockFile(dir), "utf8");
      const error = refusal(() => acquireDataDirLock(dir));
      expect(error.holderPid).toBe(other.pid);
      expect(error.message).toBe(
        `The data folder ${path.resolve(dir)} is in use by another Ripple process (pid ${other.pid}). ` +
          "Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL to share one database).",
      );
      expect(readFileSync(lockFile(dir), "utf8")).toBe(held);
    } finally {
      await other.stop();
    }
  });

  describe.runIf(existsSync("/proc/self/stat"))("a lock whose pid now belongs to an unrelated process (Linux: read from /proc)", () => {
    it("takes it over when the live process started at another time than the lock's holder", async () => {
      const dir = freshDir();
      const unrelated = await unrelatedProcess();
      try {
        // What a Ripple that died left behind, its pid since reused by another program.
        const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
        writeFileSync(lockFile(dir), JSON.stringify({ pid: unrelated.pid, startTime: "1", bootId, token: "0123" }) + "\n");
        const lock = acquireDataDirLock(dir);
        expect(holderOf(dir)).toMatchObject({ pid: process.pid });
        lock.release();
        expect(existsSync(lockFile(dir))).toBe(false);
      } finally {
        await unrelated.stop();
      }
    });

    it("takes it over when it was written before the machine restarted", async () => {
      const dir = freshDir();
      const unrelated = await unrelatedProcess();
      try {
        const startTime = readFileSync(`/proc/${unrelated.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19];
        writeFileSync(lockFile(dir), JSON.stringify({ pid: unrelated.pid, startTime, bootId: "an-earlier-boot", token: "0123" }));
        acquireDataDirLock(dir).release();
      } finally {
        await unrelated.stop();
      }
    });

    it("takes over an older version's lock (a pid alone) naming a process that is not Node", async () => {
      const dir = freshDir();
      const unrelated = await unrelatedProcess();
      try {
        writeFileSync(lockFile(dir), `${unrelated.pid}\n`);
        acquireDataDirLock(dir).release();
      } finally {
        await unrelated.stop();
      }
    });

    it("still refuses an older version's lock naming a running Node process, without calling it Ripple", async () => {
      const dir = freshDir();
      const other = await livingProcess();
      try {
        writeFileSync(lockFile(dir), `${other.pid}\n`);
        const error = refusal(() => acquireDataDirLock(dir));
        expect(error.holderPid).toBe(other.pid);
        expect(error.message).not.toContain("Ripple process");
        expect(error.message).toContain(`process ${other.pid}`);
        expect(error.message).toContain(lockFile(path.resolve(dir)));
      } finally {
        await other.stop();
      }
    });
  });

  it("takes over a stale lock whose process is gone (a kill -9, a power cut)", async () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), `${await deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(holderOf(dir)).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("takes over a lock that names its own pid from an earlier life (pid 1 in a restarted container)", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("treats an unreadable lock as held while it is fresh, and as stale once old", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), "");
    expect(refusal(() => acquireDataDirLock(dir)).message).toContain("is in use by another process");
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    acquireDataDirLock(dir).release();
  });

  it("reads an unreadable lock's age by the clock it is given", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), "");
    const written = statSync(lockFile(dir)).mtimeMs;
    expect(refusal(() => acquireDataDirLock(dir, { now: () => written + 4_000 })).message).toContain("is in use by another process");
    acquireDataDirLock(dir, { now: () => written + 60_000 }).release();
  });

  it("is released when the process exits without closing", async () => {
    const dir = freshDir();
    const script = `import { acquireDataDirLock } from ${JSON.stringify(path.resolve("src/server/db/data-dir-lock.ts"))};
      acquireDataDirLock(${JSON.stringify(dir)}); process.stdout.write("locked"); process.exit(0);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += String(chunk)));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(out).toBe("locked");
    expect(code).toBe(0);
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});

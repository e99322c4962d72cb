// What the browser keeps under ripple: keys, and what goes at sign-out and at account deletion:
// what is the person's goes; what describes this browser stays; words not yet in the journal
// outlive a sign-out only (decision 020).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS, forgetPersonAtSignOut, forgetUserInBrowser } from "./storage";

const ADA = "user-ada";
const GRACE = "user-grace";

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let local: ReturnType<typeof fakeStorage>;
let session: ReturnType<typeof fakeStorage>;
let deleted: string[];

beforeEach(() => {
  local = fakeStorage();
  session = fakeStorage();
  deleted = [];
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("indexedDB", { deleteDatabase: (name: string) => void deleted.push(name) });
});
afterEach(() => vi.unstubAllGlobals());

/** Everything the app writes for one person on this browser, and the browser's own flags. */
function everything(userId: string) {
  local.setItem(STORAGE_KEYS.firstVisit, "2026-11-01T00:00:00.000Z");
  local.setItem(STORAGE_KEYS.audioPermission, "granted");
  local.setItem(STORAGE_KEYS.userInteracted, "true");
  local.setItem(STORAGE_KEYS.knownUser, JSON.stringify({ id: userId, email: "a@example.com", name: "A" }));
  local.setItem(STORAGE_KEYS.captureSettings, JSON.stringify({ privateTranscription: true, language: "es-ES" }));
  local.setItem(STORAGE_KEYS.onboardingComplete(userId), "true");
  local.setItem(STORAGE_KEYS.welcomePlayed(userId), "true");
  local.setItem(STORAGE_KEYS.pendingReflections(userId), '[{"id":"x","transcript":"words not yet saved"}]');
  local.setItem(STORAGE_KEYS.conversation(userId), '{"id":"y","messages":[]}');
  local.setItem(STORAGE_KEYS.privateJournal(userId), '{"status":"on"}');
  session.setItem(STORAGE_KEYS.editDraft(userId, "entry-1"), '{"text":"half an edit","baseUpdatedAt":"x"}');
  session.setItem(STORAGE_KEYS.editDraft(userId, "entry-2"), '{"text":"another","baseUpdatedAt":"x"}');
}

const DEVICE = [STORAGE_KEYS.firstVisit, STORAGE_KEYS.audioPermission, STORAGE_KEYS.userInteracted];

describe("forgetting a person in this browser", () => {
  it("at account deletion: nothing of theirs is left, in localStorage, sessionStorage or IndexedDB; the browser's own flags stay", () => {
    everything(ADA);
    forgetUserInBrowser(ADA);
    expect([...local.items.keys()].sort()).toEqual([...DEVICE].sort());
    expect([...session.items.keys()]).toEqual([]);
    expect(deleted.sort()).toEqual([`ripple-keys:${ADA}`, `ripple-outbox:${ADA}`, `ripple-replica:${ADA}`]);
  });

  it("at sign-out: the same, but words not yet in the journal stay to be sent when they are back, and the two flags under their id", () => {
    everything(ADA);
    forgetPersonAtSignOut(ADA);
    expect([...local.items.keys()].sort()).toEqual(
      [...DEVICE, STORAGE_KEYS.pendingReflections(ADA), STORAGE_KEYS.onboardingComplete(ADA), STORAGE_KEYS.welcomePlayed(ADA)].sort(),
    );
    expect([...session.items.keys()]).toEqual([]);
    expect(deleted).toEqual([`ripple-keys:${ADA}`]); // the replica goes through forgetReplicaInBrowser; the outbox stays
  });

  it("leaves another person's things alone", () => {
    everything(GRACE);
    const before = new Map(local.items);
    local.setItem(STORAGE_KEYS.onboardingComplete(ADA), "true");
    session.setItem(STORAGE_KEYS.editDraft(ADA, "entry-1"), "{}");
    forgetUserInBrowser(ADA);
    expect([...local.items.keys()].filter((key) => key.includes(GRACE))).toEqual([...before.keys()].filter((key) => key.includes(GRACE)));
    expect([...session.items.keys()].every((key) => key.includes(GRACE))).toBe(true);
  });
});

describe("the app's ripple: storage keys", () => {
  it("are all named in STORAGE_KEYS, so forgetting covers each (performance marks aside)", () => {
    const root = path.resolve(__dirname, "..");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(file);
      }
    };
    walk(root);
    const outside = files.flatMap((file) => {
      if (file === path.join(root, "lib", "storage.ts")) return [];
      const source = readFileSync(file, "utf8");
      return [...source.matchAll(/["'`]ripple:[^"'`]*["'`]/g)]
        .filter((match) => !/MARK\s*=\s*$/.test(source.slice(Math.max(0, match.index - 40), match.index)))
        .map((match) => `${path.relative(root, file)}: ${match[0]}`);
    });
    expect(outside).toEqual([]);
  });
});

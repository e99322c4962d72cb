import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetKnownUser, isUnreachable, readKnownUser, rememberKnownUser } from "./known-user";
import { STORAGE_KEYS, forgetUserInBrowser } from "./storage";

const ADA = { id: "u1", email: "ada@example.com", name: "Ada Lovelace", twoFactorEnabled: false };

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
  vi.stubGlobal("indexedDB", { deleteDatabase: () => ({}) });
});

afterEach(() => vi.unstubAllGlobals());

describe("the known user", () => {
  it("is remembered for an offline start and read back, nothing else", () => {
    expect(readKnownUser()).toBeNull();
    rememberKnownUser(ADA);
    expect(readKnownUser()).toEqual(ADA);
  });

  it("is forgotten on sign-out and when the account is deleted", () => {
    rememberKnownUser(ADA);
    forgetKnownUser();
    expect(readKnownUser()).toBeNull();
    rememberKnownUser(ADA);
    forgetUserInBrowser(ADA.id);
    expect(readKnownUser()).toBeNull();
  });

  it("ignores a stored value of another shape", () => {
    window.localStorage.setItem(STORAGE_KEYS.knownUser, JSON.stringify({ id: 3, email: "x" }));
    expect(readKnownUser()).toBeNull();
  });
});

describe("isUnreachable", () => {
  it("means no answer or the server failing, never a signed-out answer", () => {
    expect(isUnreachable({ status: 0 })).toBe(true);
    expect(isUnreachable({})).toBe(true);
    expect(isUnreachable({ status: 503 })).toBe(true);
    expect(isUnreachable({ status: 401 })).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  AccountNameSchema,
  DeleteAccountRequestSchema,
  NAME_MAX_LENGTH,
  SignUpRequestSchema,
  UpdateUserRequestSchema,
  cleanAccountName,
} from "./account-schema";

describe("account names", () => {
  it("accepts up to 100 characters (counted as characters, not UTF-16 units) and trims", () => {
    expect(AccountNameSchema.parse("  Grace Hopper ")).toBe("Grace Hopper");
    expect(AccountNameSchema.safeParse("😀".repeat(NAME_MAX_LENGTH)).success).toBe(true);
    expect(AccountNameSchema.safeParse("a".repeat(NAME_MAX_LENGTH + 1)).success).toBe(false);
  });

  it.each([["a\u0000b"], ["line\nbreak"], ["bell\u0007"], ["broken \ud800 half"], ["   "], [""]])("refuses %j", (name) => {
    expect(AccountNameSchema.safeParse(name).success).toBe(false);
  });

  it("refuses anything but a string", () => {
    for (const name of [null, 5, {}, ["a"], true]) expect(AccountNameSchema.safeParse(name).success).toBe(false);
  });
});

describe("account requests", () => {
  it("update-user takes a name and/or an image, nothing else and not nothing", () => {
    expect(UpdateUserRequestSchema.safeParse({ name: "Ada" }).success).toBe(true);
    expect(UpdateUserRequestSchema.safeParse({ image: null }).success).toBe(true);
    expect(UpdateUserRequestSchema.safeParse({}).success).toBe(false);
    expect(UpdateUserRequestSchema.safeParse({ name: null }).success).toBe(false);
    expect(UpdateUserRequestSchema.safeParse({ name: "Ada", email: "x@example.com" }).success).toBe(false);
  });

  it("sign-up needs a name, an e-mail address and a password of 8 to 128 characters", () => {
    const ok = { name: "Ada", email: "ada@example.com", password: "correct horse" };
    expect(SignUpRequestSchema.safeParse(ok).success).toBe(true);
    expect(SignUpRequestSchema.safeParse({ ...ok, password: "short" }).success).toBe(false);
    expect(SignUpRequestSchema.safeParse({ ...ok, password: "x".repeat(129) }).success).toBe(false);
    expect(SignUpRequestSchema.safeParse({ ...ok, email: "not an address" }).success).toBe(false);
    expect(SignUpRequestSchema.safeParse({ ...ok, twoFactorEnabled: true }).success).toBe(false);
  });

  it("account deletion takes a password or the typed word DELETE", () => {
    expect(DeleteAccountRequestSchema.safeParse({ password: "x" }).success).toBe(true);
    expect(DeleteAccountRequestSchema.safeParse({ confirm: "DELETE" }).success).toBe(true);
    expect(DeleteAccountRequestSchema.safeParse({ confirm: "delete" }).success).toBe(false);
    expect(DeleteAccountRequestSchema.safeParse({ password: 5 }).success).toBe(false);
  });
});

describe("a name from an identity provider", () => {
  it("loses control characters, is cut to 100 characters, and falls back to the address", () => {
    expect(cleanAccountName("River\u0000Song\n", "river@example.com")).toBe("River Song");
    expect([...cleanAccountName("é".repeat(150), "x@example.com")]).toHaveLength(NAME_MAX_LENGTH);
    expect(cleanAccountName(" \u0007 ", "river.song@example.com")).toBe("river.song");
    expect(cleanAccountName(null, null)).toBe("Friend");
  });
});

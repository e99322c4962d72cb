import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { entryErrorMessage } from "./entry-error-message";

const apiError = (status: number) => new ApiError({ status, code: `http_${status}`, message: "server words" });

describe("entryErrorMessage", () => {
  it("says the person must be signed in when the server answers 401", () => {
    expect(entryErrorMessage("save", apiError(401))).toBe("You must be logged in to save entries.");
    expect(entryErrorMessage("delete", apiError(401))).toBe("You must be logged in to delete entries.");
  });

  it("says the write failed for any other refusal or no answer at all, never the server's own words", () => {
    for (const status of [0, 400, 403, 409, 500, 503]) {
      expect(entryErrorMessage("save", apiError(status))).toBe("Failed to save journal entry.");
      expect(entryErrorMessage("delete", apiError(status))).toBe("Failed to delete journal entry.");
    }
  });

  it("calls anything else unexpected", () => {
    for (const error of [new TypeError("x is undefined"), "boom", undefined]) {
      expect(entryErrorMessage("save", error)).toBe("An unexpected error occurred while saving the entry.");
      expect(entryErrorMessage("delete", error)).toBe("An unexpected error occurred while deleting the entry.");
    }
  });
});

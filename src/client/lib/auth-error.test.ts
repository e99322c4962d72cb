import { describe, expect, it } from "vitest";
import { authErrorCode, authErrorMessage } from "./auth-error";

describe("auth error messages", () => {
  it("reads Ripple's error shape as the auth client passes it on", () => {
    const error = { error: { code: "password_too_common", message: "Choose another." }, status: 400, statusText: "Bad Request" };
    expect(authErrorMessage(error, "fallback")).toBe("Choose another.");
    expect(authErrorCode(error)).toBe("password_too_common");
  });

  it("falls back to a flat message, then to the given text", () => {
    expect(authErrorMessage({ message: "Flat", status: 400 }, "fallback")).toBe("Flat");
    expect(authErrorMessage({ status: 500, statusText: "" }, "fallback")).toBe("fallback");
    expect(authErrorMessage(null, "fallback")).toBe("fallback");
  });
});

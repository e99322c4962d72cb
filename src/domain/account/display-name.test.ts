import { describe, expect, it } from "vitest";
import { displayFirstName, helloLine } from "./display-name";

describe("displayFirstName", () => {
  it("takes the first part of the full name", () => {
    expect(displayFirstName({ fullName: "Maya Angelou Johnson", email: "m@example.com" })).toBe("Maya");
    expect(displayFirstName({ fullName: "  Maya   Johnson " })).toBe("Maya");
  });

  it("falls back to the e-mail before the @", () => {
    expect(displayFirstName({ fullName: "", email: "sam.lee@example.com" })).toBe("sam.lee");
    expect(displayFirstName({ fullName: "   ", email: "sam@example.com" })).toBe("sam");
    expect(displayFirstName({ fullName: null, email: "sam@example.com" })).toBe("sam");
  });

  it("falls back to Friend", () => {
    expect(displayFirstName({})).toBe("Friend");
    expect(displayFirstName({ email: "@example.com" })).toBe("Friend");
    expect(displayFirstName(null)).toBe("Friend");
  });
});

describe("helloLine", () => {
  it("says Hello, {first name}", () => {
    expect(helloLine({ fullName: "Maya Johnson" })).toBe("Hello, Maya");
    expect(helloLine(undefined)).toBe("Hello, Friend");
  });
});

import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("is the socket address when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", undefined, 0)).toBe("203.0.113.7");
  });

  it("behind one proxy is the address that proxy appended", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1", 1)).toBe("198.51.100.1");
    // a client that sends its own header cannot pick its address
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1", 1)).toBe("198.51.100.1");
  });

  it("behind two proxies skips the inner one", () => {
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1, 10.0.0.1", 2)).toBe("198.51.100.1");
  });

  it("takes the leftmost entry when the chain is shorter than the trusted hops", () => {
    expect(clientAddress("10.0.0.2", " 198.51.100.1 ,", 3)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});

// The one reading of a non-2xx answer (errorFromResponse), and the one wording of an answer the
// page does not understand (invalidResponse), which every raw fetch in the client shares.
import { describe, expect, it } from "vitest";
import { ApiError, INVALID_RESPONSE_CODE, errorFromResponse, invalidResponse } from "./api-client";

describe("errorFromResponse", () => {
  it("takes the code and message of the server's error body, with the status", async () => {
    const error = await errorFromResponse(
      Response.json({ error: { code: "payload_too_large", message: "The file is larger than 20 MB." } }, { status: 413 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: "payload_too_large", message: "The file is larger than 20 MB." });
    expect(error.isNetworkError).toBe(false);
  });

  it("keeps the status text when the body is not JSON (a proxy's page)", async () => {
    const response = new Response("<html>Bad Gateway</html>", {
      status: 502,
      statusText: "Bad Gateway",
      headers: { "content-type": "text/html" },
    });
    await expect(errorFromResponse(response)).resolves.toMatchObject({ status: 502, code: "http_502", message: "Bad Gateway" });
  });

  it("says which status failed when the body is empty and there is no status text", async () => {
    await expect(errorFromResponse(new Response(null, { status: 500 }))).resolves.toMatchObject({
      status: 500,
      code: "http_500",
      message: "Request failed with status 500",
    });
  });

  it("keeps the status text when the body is JSON of another shape", async () => {
    const response = Response.json({ message: "nope" }, { status: 401, statusText: "Unauthorized" });
    await expect(errorFromResponse(response)).resolves.toMatchObject({ status: 401, code: "http_401", message: "Unauthorized" });
  });

  it.each([
    [429, "Too Many Requests"],
    [503, "Service Unavailable"],
    [504, "Gateway Timeout"],
  ])("reads a bare %i from a gateway as http_%i with its status text", async (status, statusText) => {
    const error = await errorFromResponse(new Response("", { status, statusText }));
    expect(error).toMatchObject({ status, code: `http_${status}`, message: statusText });
  });
});

describe("invalidResponse", () => {
  it("is the one invalid_response error, with the same words wherever it is raised", () => {
    const withDetail = invalidResponse(200, "a line is not JSON");
    const without = invalidResponse(409);
    expect(withDetail).toMatchObject({ status: 200, code: INVALID_RESPONSE_CODE, detail: "a line is not JSON" });
    expect(without).toMatchObject({ status: 409, code: INVALID_RESPONSE_CODE });
    expect(without.detail).toBeUndefined();
    expect(without.message).toBe("Ripple answered in a way this page does not understand. Please reload the page and try again.");
    expect(withDetail.message).toBe(without.message);
  });
});

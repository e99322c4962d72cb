// A real OpenID Connect provider on loopback (oauth2-mock-server) that signs everyone in as one test person.
import { OAuth2Server } from "oauth2-mock-server";

export const OIDC_TEST_USER = { sub: "oidc-user-1", email: "river.song@example.com", name: "River Song" };

export async function startFakeOidc(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { ...OIDC_TEST_USER, email_verified: true });
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = { ...OIDC_TEST_USER, email_verified: true };
  });
  /** Every token response the provider sent, to compare with what Ripple stores. */
  const issued: Record<string, unknown>[] = [];
  server.service.on("beforeResponse", (response) => {
    issued.push({ ...(response.body as Record<string, unknown>) });
  });
  await server.start(port, "127.0.0.1");
  const issuer = server.issuer.url!;
  return { issuer, issued, stop: () => server.stop() };
}

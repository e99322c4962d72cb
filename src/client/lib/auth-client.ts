// The better-auth browser client (same origin, mounted at AUTH_BASE_PATH). Any OIDC provider
// configured on the server is a first-class social provider in better-auth 1.7:
// signIn.social({provider: 'oidc'}).
import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { AUTH_BASE_PATH } from "../../domain/contract/routes/auth";

export const authClient = createAuthClient({
  basePath: AUTH_BASE_PATH,
  plugins: [twoFactorClient()],
});

/** Provider id of the generic OpenID Connect provider on the server. */
export const OIDC_PROVIDER_ID = "oidc";

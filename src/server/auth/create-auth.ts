// better-auth: email + password always; Google and any OIDC provider when configured;
// sessions in the database; TOTP two-factor; sign-in attempts rate limited; telemetry off.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config";
import type { Db } from "../db/create-db";
import * as schema from "../db/schema";

/** Header the server sets from the socket address (any client value is replaced). */
export const CLIENT_IP_HEADER = "x-ripple-client-ip";
export const OIDC_PROVIDER_ID = "oidc";

export interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
}

export function createAuth({ config, db, secret }: AuthOptions) {
  const secure = config.appUrl.startsWith("https://");
  const signInRule = { window: config.authRateLimit.window, max: config.authRateLimit.max };
  return betterAuth({
    appName: "Ripple",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: "offline",
            prompt: "consent",
          },
        }
      : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": signInRule,
        "/sign-up/email": signInRule,
        "/two-factor/verify-totp": signInRule,
        "/two-factor/verify-backup-code": signInRule,
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({ issuer: "Ripple" }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${config.oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// better-auth: email + password always; Google and any OIDC provider when configured;
// sessions in the database; TOTP two-factor with backup codes; sign-in attempts limited per
// address and per account; OAuth tokens encrypted at rest; logs through pino; telemetry off.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { AUTH_BASE_PATH } from "../../domain/contract/routes/auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, cleanAccountName } from "../../domain/account/account-schema";
import type { Config } from "../config";
import type { Db } from "../db/create-db";
import * as schema from "../db/schema";
import type { Logger } from "../lib/logger";
import { accountProtection } from "./account-protection";
import { createAccountThrottle } from "./account-throttle";
import { betterAuthLogger } from "./auth-logger";

/** Header the server sets from the socket address (any client value is replaced). */
export const CLIENT_IP_HEADER = "x-ripple-client-ip";
const OIDC_PROVIDER_ID = "oidc";

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
  logger: Logger;
  /** The clock of the per-account attempt limit (tests move it). */
  now?: () => Date;
  /** better-auth's scrypt unless given (tests wrap it to see the work each answer does). */
  passwordHasher?: PasswordHasher;
}

export function createAuth({ config, db, secret, logger, now = () => new Date(), passwordHasher }: AuthOptions) {
  const secure = config.appUrl.startsWith("https://");
  const signInRule = { window: config.authRateLimit.window, max: config.authRateLimit.max };
  const throttle = createAccountThrottle({ db, secret, now });
  const auth = betterAuth({
    appName: "Ripple",
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    logger: betterAuthLogger(logger),
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers a new and an existing address alike (and hashes the password for both);
      // the client signs in afterwards. Decision 012.
      autoSignIn: false,
      ...(passwordHasher ? { password: passwordHasher } : {}),
    },
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
    // Access and refresh tokens are encrypted with the auth secret; ID tokens are not kept (below).
    account: { encryptOAuthTokens: true },
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: { ...user, name: cleanAccountName(user.name, user.email) } }) },
        update: {
          before: async (user) =>
            typeof user.name === "string" ? { data: { ...user, name: cleanAccountName(user.name, user.email) } } : undefined,
        },
      },
      account: {
        create: { before: async (account) => ({ data: { ...account, idToken: null } }) },
        update: { before: async (account) => ("idToken" in account ? { data: { ...account, idToken: null } } : undefined) },
      },
    },
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
      // The per-account limit below covers two-factor codes with the same growing delay as passwords.
      twoFactor({ issuer: "Ripple", accountLockout: { enabled: false } }),
      accountProtection(throttle),
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
  return Object.assign(auth, { throttle, now, logger });
}

export type Auth = ReturnType<typeof createAuth>;

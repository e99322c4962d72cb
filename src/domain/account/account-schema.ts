// Account input as the client sends it and the server checks it in front of better-auth:
// names, e-mail addresses and passwords (sign-up, sign-in, profile update, account deletion).
import { z } from "zod";

export const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A sign-in password is only compared, never stored: a looser bound that still stops a megabyte of text. */
const SIGN_IN_PASSWORD_MAX_LENGTH = 1_024;
const URL_MAX_LENGTH = 2_048;
/** Typed by an account without a password to confirm its deletion. */
export const DELETE_CONFIRMATION = "DELETE";

/** Control characters (NUL included) and unpaired surrogates: never part of a name a person types. */
const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}]/u;

export const ACCOUNT_MESSAGES = {
  nameEmpty: "Please enter a name.",
  nameTooLong: `A name can be at most ${NAME_MAX_LENGTH} characters.`,
  nameControl: "A name cannot contain control characters.",
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  passwordTooLong: `A password can be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon: "This password is one of the most common ones and easy to guess. Please choose another.",
  passwordRequired: "Enter your password to delete your account.",
  passwordIncorrect: "That password is not right.",
  confirmationRequired: `Type ${DELETE_CONFIRMATION} to confirm that you want to delete your account.`,
  reauthenticate: "For your safety, sign out and sign in again, then delete your account within 10 minutes.",
  signUpThenSignInFailed:
    "We could not sign you in with this e-mail and password. If you already have a Ripple account, sign in with its password.",
} as const;

const codePoints = (value: string) => [...value].length;

export const AccountNameSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameEmpty)
  .refine((value) => codePoints(value) <= NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong)
  .refine((value) => !CONTROL_OR_BROKEN.test(value), ACCOUNT_MESSAGES.nameControl);

/**
 * A name from elsewhere (an identity provider, a server-side call) made storable: control
 * characters removed, trimmed, cut to NAME_MAX_LENGTH characters; empty becomes the e-mail's local part.
 */
export function cleanAccountName(name: unknown, email: unknown): string {
  const clean = (value: unknown) =>
    [...(typeof value === "string" ? value.replace(/[\p{Cc}\p{Cs}]/gu, " ").trim() : "")].slice(0, NAME_MAX_LENGTH).join("").trim();
  return clean(name) || clean(typeof email === "string" ? email.split("@")[0] : "") || "Friend";
}

const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: "must be an e-mail address" }));

const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

const SignInPasswordSchema = z.string().min(1).max(SIGN_IN_PASSWORD_MAX_LENGTH);
const UrlSchema = z
  .string()
  .max(URL_MAX_LENGTH)
  .refine((value) => !CONTROL_OR_BROKEN.test(value), "must not contain control characters");
const OptionalUrlSchema = UrlSchema.optional();

/** POST /api/auth/sign-up/email */
export const SignUpRequestSchema = z
  .object({
    name: AccountNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    image: OptionalUrlSchema,
    callbackURL: OptionalUrlSchema,
    rememberMe: z.boolean().optional(),
  })
  .strict();

/** POST /api/auth/sign-in/email */
export const SignInRequestSchema = z
  .object({
    email: EmailSchema,
    password: SignInPasswordSchema,
    callbackURL: OptionalUrlSchema,
    rememberMe: z.boolean().optional(),
  })
  .strict();

/** POST /api/auth/update-user: Ripple lets a person change their name (and image) only. */
export const UpdateUserRequestSchema = z
  .object({
    name: AccountNameSchema.optional(),
    image: UrlSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.image !== undefined, "Send a name or an image to update.");

/** POST /api/auth/change-password */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: SignInPasswordSchema,
    newPassword: NewPasswordSchema,
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();

/** DELETE /api/account: the password for an account that has one, else the typed confirmation. */
export const DeleteAccountRequestSchema = z
  .object({
    password: SignInPasswordSchema.optional(),
    confirm: z.literal(DELETE_CONFIRMATION, { error: ACCOUNT_MESSAGES.confirmationRequired }).optional(),
  })
  .strict();

export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

// Sign-in modal on Radix Dialog: focus trap, Escape closes.
// Google and OIDC when configured; e-mail + password always; TOTP step when required.
import * as Dialog from "@radix-ui/react-dialog";
import { Check, KeyRound, X } from "lucide-react";
import { useState } from "react";
import { PRODUCT_NAME, SIGN_IN_COPY } from "../../../../domain/ui-copy";
import { getErrorMessage } from "../../../lib/api-client";
import { OIDC_PROVIDER_ID, authClient } from "../../../lib/auth-client";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { authErrorMessage } from "../../../lib/auth-error";
import { EmailForm } from "./email-form";
import { GoogleIcon } from "./google-icon";
import { TwoFactorStep } from "./two-factor-step";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  google: boolean;
  oidc: boolean;
  oidcName: string | null;
  /** Secures microphone/audio permission before any sign-in starts. */
  securePermission: () => Promise<unknown>;
  /** A redirect to an identity provider is starting (or failed: false). */
  onRedirectPending: (pending: boolean) => void;
  /** An error to show on opening (e.g. a failed identity-provider sign-in). */
  initialError?: string | null;
}

type Step = "choose" | "two-factor";

export function SignInModal(props: Props) {
  const { open, onOpenChange, google, oidc, oidcName, securePermission, onRedirectPending } = props;
  const [step, setStep] = useState<Step>("choose");
  const [error, setError] = useState<string | null>(props.initialError ?? null);
  const [socialLoading, setSocialLoading] = useState<"google" | "oidc" | null>(null);
  // Opened by a button that is not a Dialog.Trigger: Radix would return focus to no one.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  async function signInWith(provider: "google" | "oidc"): Promise<void> {
    if (socialLoading) return;
    setError(null);
    setSocialLoading(provider);
    await securePermission();
    onRedirectPending(true);
    try {
      const result = await authClient.signIn.social({
        provider: provider === "google" ? "google" : OIDC_PROVIDER_ID,
        callbackURL: "/",
        errorCallbackURL: "/",
      });
      if (result.error) throw new Error(authErrorMessage(result.error, "Sign-in failed. Please try again."));
    } catch (err) {
      onRedirectPending(false);
      setSocialLoading(null);
      setError(getErrorMessage(err));
    }
  }

  function handleOpenChange(next: boolean): void {
    onOpenChange(next);
    if (!next) {
      setStep("choose");
      setError(null);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/35 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[2rem] bg-white p-6 shadow-2xl shadow-violet-900/20 outline-none data-[state=open]:animate-fade-in sm:p-8"
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className="pr-8 font-display text-2xl text-slate-800">
            {SIGN_IN_COPY.title}{" "}
            <span className="bg-gradient-to-r from-violet-600 to-ripple-600 bg-clip-text text-transparent">{PRODUCT_NAME}</span>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-500">
            {step === "two-factor"
              ? "Enter the 6-digit code from your authenticator app, or one of your backup codes."
              : "Sign in to begin your reflection."}
          </Dialog.Description>

          {error && (
            <p role="alert" className="mt-4 rounded-2xl bg-rose-50 px-4 py-3 text-sm text-rose-700 ring-1 ring-rose-100">
              {error}
            </p>
          )}

          {step === "two-factor" ? (
            <TwoFactorStep onError={setError} onBack={() => setStep("choose")} />
          ) : (
            <div className="mt-5 grid gap-3">
              {google && (
                <Button
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  onClick={() => void signInWith("google")}
                  disabled={socialLoading !== null}
                >
                  {socialLoading === "google" ? <Spinner className="size-4" /> : <GoogleIcon />}
                  {socialLoading === "google" ? SIGN_IN_COPY.signingIn : SIGN_IN_COPY.continueWithGoogle}
                </Button>
              )}
              {oidc && (
                <Button
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  onClick={() => void signInWith("oidc")}
                  disabled={socialLoading !== null}
                >
                  {socialLoading === "oidc" ? <Spinner className="size-4" /> : <KeyRound className="size-5" aria-hidden="true" />}
                  {socialLoading === "oidc" ? SIGN_IN_COPY.signingIn : `Continue with ${oidcName ?? "single sign-on"}`}
                </Button>
              )}
              {(google || oidc) && (
                <div className="my-1 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
                  <span className="h-px flex-1 bg-slate-200" /> or with e-mail <span className="h-px flex-1 bg-slate-200" />
                </div>
              )}
              <EmailForm
                securePermission={securePermission}
                onError={setError}
                onTwoFactor={() => {
                  setError(null);
                  setStep("two-factor");
                }}
              />
            </div>
          )}

          <ul className="mt-6 grid gap-2 border-t border-slate-100 pt-5 text-sm text-slate-600" aria-label="Why Ripple">
            {SIGN_IN_COPY.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-ripple-600" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

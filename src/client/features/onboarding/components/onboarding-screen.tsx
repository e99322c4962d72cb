// Onboarding: welcome card, two info blocks, two consents, enter button.
import { Lock, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import type { PublicConfig } from "../../../../domain/contract/config";
import { dataUseConsent, EMOTION_SERVICE, TEXT_SERVICE } from "../../../../domain/account/consent-copy";
import { ONBOARDING_COPY, PRODUCT_NAME } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import { RippleMark } from "../../../ui/ripple-mark";
import { Spinner } from "../../../ui/spinner";

interface Props {
  firstName: string;
  /** The configured services: 'local' means on Ripple's own server. */
  providers: Pick<PublicConfig["providers"], "emotion" | "text">;
  onComplete: () => void;
}

export function OnboardingScreen({ firstName, providers, onComplete }: Props) {
  const [agreedTerms, setAgreedTerms] = useState(false);
  const [acknowledgedData, setAcknowledgedData] = useState(false);
  const [processing, setProcessing] = useState(false);
  const termsId = useId();
  const dataId = useId();
  const ready = agreedTerms && acknowledgedData && !processing;

  function enter(): void {
    if (!ready) return; // blocks a double submit as well
    setProcessing(true);
    onComplete();
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <form
        className="w-full max-w-xl animate-fade-in rounded-[2rem] bg-white/80 p-6 shadow-xl shadow-violet-100 ring-1 ring-white backdrop-blur sm:p-10"
        onSubmit={(event) => {
          event.preventDefault();
          enter();
        }}
        aria-labelledby="onboarding-title"
      >
        <div className="flex flex-col items-center text-center">
          <RippleMark className="size-14" />
          <h1 id="onboarding-title" className="mt-4 font-display text-3xl text-slate-800">
            Welcome to {PRODUCT_NAME}, {firstName}
          </h1>
          <p className="mt-2 text-slate-500">A quiet place to speak your heart. Two small things before we begin.</p>
        </div>

        <div className="mt-8 grid gap-4">
          <section className="flex gap-4 rounded-2xl bg-ripple-50/80 p-4 ring-1 ring-ripple-100" aria-labelledby="ob-privacy">
            <Lock className="mt-0.5 size-5 shrink-0 text-ripple-600" aria-hidden="true" />
            <div>
              <h2 id="ob-privacy" className="font-medium text-slate-800">
                Your privacy comes first
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                Your reflections are stored in this Ripple's own database, with journal text encrypted at rest. No other user can see them,
                and you can export or delete everything at any time. We never sell your data. For more, turn on the private journal in your
                account menu: your entries are then sealed on your device with a passphrase (end-to-end encrypted), and the server cannot
                read them.
              </p>
            </div>
          </section>
          <section className="flex gap-4 rounded-2xl bg-violet-50/80 p-4 ring-1 ring-violet-100" aria-labelledby="ob-ai">
            <Sparkles className="mt-0.5 size-5 shrink-0 text-violet-600" aria-hidden="true" />
            <div>
              <h2 id="ob-ai" className="font-medium text-slate-800">
                Gentle AI insights
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                To reflect your feelings back to you, the text of each reflection is read by {EMOTION_SERVICE[providers.emotion]} and
                answered by {TEXT_SERVICE[providers.text]}.
              </p>
            </div>
          </section>
        </div>

        <fieldset className="mt-8 grid gap-3">
          <legend className="sr-only">Your consent</legend>
          <div className="flex items-start gap-3 rounded-2xl p-2">
            <input
              id={termsId}
              type="checkbox"
              checked={agreedTerms}
              onChange={(event) => setAgreedTerms(event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-violet-600"
            />
            <label htmlFor={termsId} className="text-sm leading-relaxed text-slate-700">
              I agree to the{" "}
              <a
                href={ONBOARDING_COPY.termsPath}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
              >
                Terms &amp; Privacy Policy
              </a>
            </label>
          </div>
          <div className="flex items-start gap-3 rounded-2xl p-2">
            <input
              id={dataId}
              type="checkbox"
              checked={acknowledgedData}
              onChange={(event) => setAcknowledgedData(event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-violet-600"
            />
            <label htmlFor={dataId} className="text-sm leading-relaxed text-slate-700">
              {dataUseConsent(providers)}
            </label>
          </div>
        </fieldset>

        <Button type="submit" size="lg" className="mt-8 w-full" disabled={!ready} aria-busy={processing}>
          {processing ? (
            <>
              <Spinner className="size-4" /> {ONBOARDING_COPY.processing}
            </>
          ) : (
            `Enter ${PRODUCT_NAME}`
          )}
        </Button>
        <p className="mt-4 text-center text-xs text-slate-500">Setup is instant — your choices sync to the cloud in the background.</p>
      </form>
    </main>
  );
}

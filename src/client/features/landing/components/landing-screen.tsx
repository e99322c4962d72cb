// Landing / intro: headline, description, three feature cards, trust badges,
// and the enter button that asks for microphone permission and then opens sign-in.
import { Brain, Download, Lock, Mic, ShieldCheck, Sparkles, HeartHandshake } from "lucide-react";
import type { ReactNode } from "react";
import { LANDING_COPY, PRODUCT_NAME } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import { RippleMark } from "../../../ui/ripple-mark";
import { Spinner } from "../../../ui/spinner";

interface Props {
  /** Shown when sign-in is enabled (always: e-mail sign-in is always on). */
  canSignIn: boolean;
  /** True while the permission prompt is open. */
  entering: boolean;
  onEnter: () => void;
}

const FEATURE_TEXT: Record<(typeof LANDING_COPY.features)[number], { icon: ReactNode; text: string }> = {
  "Voice-First Journaling": {
    icon: <Mic className="size-6" aria-hidden="true" />,
    text: "Just tap and speak. Your words are transcribed live, so reflecting feels like talking to a friend.",
  },
  "AI Emotional Insights": {
    icon: <Brain className="size-6" aria-hidden="true" />,
    text: "See the feeling beneath your words: its intensity, your mood, themes and gentle suggestions.",
  },
  "Private & Secure": {
    icon: <Lock className="size-6" aria-hidden="true" />,
    text: "Your journal is encrypted at rest and never sold. Turn on the private journal and it is end-to-end encrypted: sealed on your device with your passphrase, unreadable to our server. Export or delete it whenever you like.",
  },
};

/** Every claim here is true of Ripple (docs/decisions/002-trust-badges.md). */
const TRUST_BADGES = [
  { icon: <ShieldCheck className="size-4" aria-hidden="true" />, label: "Encrypted at rest" },
  { icon: <Download className="size-4" aria-hidden="true" />, label: "Export & delete anytime" },
  { icon: <HeartHandshake className="size-4" aria-hidden="true" />, label: "No data selling" },
];

export function LandingScreen({ canSignIn, entering, onEnter }: Props) {
  return (
    <main className="relative flex min-h-dvh flex-col items-center overflow-hidden px-5 pt-14 pb-12 sm:pt-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-gradient-to-br from-violet-200/50 via-rose-100/40 to-ripple-200/50 blur-3xl"
      />
      <div className="relative flex w-full max-w-4xl flex-col items-center text-center">
        <RippleMark animated className="size-20" />
        <p className="mt-5 text-sm font-semibold tracking-[0.2em] text-violet-600 uppercase">{PRODUCT_NAME}</p>
        <h1 className="mt-3 max-w-2xl font-display text-4xl leading-tight text-slate-800 sm:text-5xl">
          Speak your heart. Discover insights. Find your peace.
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
          A voice-first journal for mindful reflection. Say what is on your mind, and Ripple gently reflects your feelings back — with
          insights, kind suggestions and a warm reply.
        </p>

        {canSignIn && (
          // aria-disabled, not disabled: the button keeps focus, so it gets it back when the dialog closes
          <Button
            size="lg"
            className="mt-9 min-w-52"
            onClick={() => {
              if (!entering) onEnter();
            }}
            aria-disabled={entering}
            aria-busy={entering}
          >
            {entering ? <Spinner className="size-4" /> : <Sparkles className="size-5" aria-hidden="true" />}
            Enter {PRODUCT_NAME}
          </Button>
        )}

        <ul className="mt-14 grid w-full gap-4 text-left sm:grid-cols-3" aria-label="What Ripple offers">
          {LANDING_COPY.features.map((title) => (
            <li key={title} className="rounded-3xl bg-white/70 p-6 shadow-sm shadow-violet-100 ring-1 ring-white backdrop-blur">
              <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-100 to-ripple-100 text-violet-700">
                {FEATURE_TEXT[title].icon}
              </span>
              <h2 className="mt-4 font-medium text-slate-800">{title}</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{FEATURE_TEXT[title].text}</p>
            </li>
          ))}
        </ul>

        <ul className="mt-10 flex flex-wrap justify-center gap-2.5" aria-label="Our promises">
          {TRUST_BADGES.map((badge) => (
            <li
              key={badge.label}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/70 px-3.5 py-1.5 text-sm text-slate-600 ring-1 ring-slate-200/70"
            >
              <span className="text-ripple-600">{badge.icon}</span>
              {badge.label}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xs text-slate-500">
          <a href="/terms-of-service" className="underline underline-offset-2 hover:text-slate-700">
            Terms &amp; Privacy
          </a>
        </p>
      </div>
    </main>
  );
}

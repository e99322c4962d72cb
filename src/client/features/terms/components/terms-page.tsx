// /terms-of-service: the terms of use and a privacy notice describing what Ripple really does.
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "../../../../domain/ui-copy";
import { RippleMark } from "../../../ui/ripple-mark";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="font-display text-2xl text-slate-800">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function TermsPage() {
  return (
    <main className="mx-auto max-w-3xl px-5 py-10 sm:py-16">
      <a href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-violet-700 hover:text-violet-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to {PRODUCT_NAME}
      </a>
      <div className="mt-6 flex items-center gap-4">
        <RippleMark className="size-12" />
        <h1 className="font-display text-4xl text-slate-800">Terms &amp; Privacy</h1>
      </div>
      <p className="mt-3 text-slate-600">
        Plain words about what {PRODUCT_NAME} is, what it does with what you say, and the promises we keep.
      </p>

      <article className="mt-6 rounded-[2rem] bg-white/80 p-6 shadow-sm ring-1 ring-white sm:p-10">
        <Section id="terms" title="Terms of use">
          <p>
            {PRODUCT_NAME} is a voice-first journal for personal reflection. It listens to what you choose to say, transcribes it, offers an
            emotional reading of it and a short, warm reply, and keeps it as an entry in your journal. By creating an account you agree to
            use it for your own journaling and within the law.
          </p>
          <p>
            {PRODUCT_NAME} is not a medical service and not a substitute for professional care. Its analysis is automated and can be wrong.
            If you are in crisis, please contact local emergency services: in the United States call or text 988 (Suicide &amp; Crisis
            Lifeline), text HOME to 741741 (Crisis Text Line) or call 911.
          </p>
          <p>
            {PRODUCT_NAME} is run by an operator — the person or organisation that hosts this copy of the software. The operator provides it
            as is, may change or end the service, and may suspend accounts that abuse it. You can stop using it and delete your account at
            any time.
          </p>
        </Section>

        <Section id="privacy" title="Privacy">
          <p>
            <strong>Where your data lives.</strong> Your account, your consent choices and your reflections are stored in the operator's own
            database, not in a third-party journaling cloud. The text of every reflection and its insights is encrypted at rest with
            AES-256-GCM; the key stays on the operator's server. For an ordinary journal this is encryption at rest, not end-to-end
            encryption: the server decrypts your entries to analyse them and to show them to you.
          </p>
          <p>
            <strong>The private journal (end-to-end encrypted).</strong> If you turn it on in your account menu, each entry is sealed in
            your browser (AES-256-GCM) with a key that only your passphrase or your recovery key can unlock; the server stores the sealed
            entries and the locked key and cannot read either — nor can the operator. What is sealed: the words of every reflection and
            conversation, and everything derived from them (emotion, mood, intensity, themes, insights, suggestions, the reply). What is not
            sealed, because the server needs it or can see it anyway: your account e-mail and name, when each entry was written and last
            changed, how many entries there are and roughly how long each is, your consent records, and your sign-in details. The analysis,
            the crisis lines, the reply and the greeting are made on your device; cloud AI is used only when you ask for it (&ldquo;Ask the
            AI about this&rdquo;, or a conversation you choose to have with the AI), one text at a time, and the server keeps and logs
            nothing of it. If you forget your passphrase and lose your recovery key, nobody can open your journal. A web app is delivered by
            the same server it protects you from: a server that was taken over could send changed code to your browser. Ripple narrows this
            with a strict content security policy and no third-party scripts, but cannot rule it out.
          </p>
          <p>
            <strong>Who sees your words.</strong> By default everything — emotion analysis, replies, insights, suggestions and the greeting
            — runs on the operator's own server, and your words leave it for no one. Only if the operator configures an external provider is
            the text of a reflection sent to it for that one task: an emotion-analysis service, a generative AI service (such as Google
            Gemini or an OpenAI-compatible model) or a cloud voice service that reads replies aloud. Those providers process the text under
            their own terms. Speech recognition runs in your browser; depending on your browser it may use the browser maker's speech
            service.
          </p>
          <p>
            <strong>What stays in your browser.</strong> A few small flags: whether you have visited before, whether you finished
            onboarding, your audio permission choice, whether you have interacted with the page, and whether you heard the welcome clip; how
            you capture words (Private transcription and the language you speak). Your words, only for as long as they need to be: a
            reflection is kept in this browser until the server confirms it is saved (so nothing you say is lost if the connection drops; it
            is sent again on your next visit), a conversation in progress until it ends, and an edit until you save or cancel it. With the
            private journal, its unlocked key stays in this tab, or on this device until you sign out if you tick &ldquo;Remember this
            device&rdquo; (stored so that no page script can read it out). Signing out removes your words, settings and drafts from this
            browser, except words not yet saved to your journal and the onboarding and welcome flags; deleting your account removes those
            too. Your session is a secure, HTTP-only cookie.
          </p>
          <p>
            <strong>Your rights.</strong> From your account menu you can export all your data as a JSON file at any time, sign out of other
            devices, turn on two-factor authentication, and delete your account — which permanently erases your account and every
            reflection, on the server and in this browser. We record when you agreed to these terms and acknowledged the data-use notice.
          </p>
          <p>
            <strong>No selling, no advertising.</strong> Your data is never sold, rented or used for advertising.
            {` ${PRODUCT_NAME}`} does not train AI models on your reflections and collects nothing to improve any AI. The onboarding
            acknowledgement is only that the text of each reflection is read by the services named there to answer you, and kept in your
            journal.
          </p>
        </Section>
      </article>
    </main>
  );
}

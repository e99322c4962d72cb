// A new passphrase, typed twice, with a strength meter (zxcvbn-ts): used to turn the private
// journal on, to change the passphrase and after unlocking with the recovery key. `value` is the
// passphrase once both fields agree and it is strong enough; null otherwise.
import { useEffect, useId, useMemo, useState } from "react";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";
import type { PassphraseStrength } from "../lib/passphrase-strength";
import { MIN_PASSPHRASE_SCORE } from "../lib/passphrase-score";

type Estimate = (passphrase: string, context?: readonly string[]) => PassphraseStrength;

export const fieldClass =
  "block w-full rounded-xl border-0 bg-white px-3 py-2 text-slate-800 ring-1 ring-slate-200 focus:ring-2 focus:ring-violet-300 focus:outline-none";

const METER_COLOURS = ["bg-rose-500", "bg-rose-400", "bg-amber-400", "bg-emerald-500", "bg-emerald-600"] as const;

interface Props {
  label?: string;
  /** Words a guesser would try first (the person's e-mail and name). */
  context: readonly string[];
  onChange: (passphrase: string | null) => void;
}

export function PassphraseFields({ label = COPY.passphrase, context, onChange }: Props) {
  const id = useId();
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  // The estimator's dictionaries are large: loaded with the first field shown, not with the screen's code.
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let live = true;
    void import("../lib/passphrase-strength").then((module) => {
      if (live) setEstimate(() => module.passphraseStrength);
    });
    return () => {
      live = false;
    };
  }, []);
  const strength = useMemo(() => (first && estimate ? estimate(first, context) : null), [first, context, estimate]);
  const strongEnough = strength !== null && strength.score >= MIN_PASSPHRASE_SCORE;
  const mismatch = second !== "" && second !== first;
  const accepted = strongEnough && first === second ? first : null;
  useEffect(() => onChange(accepted), [accepted, onChange]);

  function update(nextFirst: string, nextSecond: string): void {
    setFirst(nextFirst);
    setSecond(nextSecond);
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-first`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-first`}
        type="password"
        autoComplete="new-password"
        value={first}
        onChange={(event) => update(event.target.value, second)}
        aria-describedby={`${id}-strength`}
        className={fieldClass}
      />
      <div id={`${id}-strength`} className="grid gap-1" aria-live="polite">
        <div className="flex gap-1" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((step) => (
            <span
              key={step}
              className={`h-1.5 flex-1 rounded-full ${strength && step <= strength.score ? METER_COLOURS[strength.score] : "bg-slate-200"}`}
            />
          ))}
        </div>
        <p className="text-xs text-slate-600">
          {strength ? (
            <>
              <span className="font-medium">{COPY.strength[strength.score]}</span>
              {!strongEnough && ` — ${COPY.tooWeak}`}
              {!strongEnough && strength.advice && ` ${strength.advice}`}
            </>
          ) : (
            COPY.passphraseHint
          )}
        </p>
      </div>
      <label htmlFor={`${id}-second`} className="text-sm font-medium text-slate-700">
        {COPY.passphraseAgain}
      </label>
      <input
        id={`${id}-second`}
        type="password"
        autoComplete="new-password"
        value={second}
        onChange={(event) => update(first, event.target.value)}
        aria-invalid={mismatch || undefined}
        className={fieldClass}
      />
      {mismatch && (
        <p role="alert" className="text-xs text-rose-700">
          {COPY.mismatch}
        </p>
      )}
    </div>
  );
}

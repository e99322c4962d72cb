// A private journal's greeting, made here from its opened entries: the server cannot read them. It
// reads recent entries for crisis language, so it waits for the detector's chunk, loaded only then.
import { useEffect, useMemo, useState } from "react";
import type * as GreetingModuleType from "../../domain/replies/greeting";
import { CONTEXT_ENTRY_COUNT } from "../../domain/constants";
import { timeOfDay } from "../../domain/lib/time-of-day";
import type { JournalEntry } from "../../domain/types";

type GreetingModule = typeof GreetingModuleType;

/** The local greeting's module (with the crisis detector it reads entries with), loaded when needed. */
function useGreetingModule(needed: boolean): GreetingModule | undefined {
  const [module, setModule] = useState<GreetingModule>();
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void import("../../domain/replies/greeting").then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module;
}

/** The greeting for a private journal (`needed`), undefined otherwise or until its module has loaded. */
export function useLocalGreeting(needed: boolean, entries: JournalEntry[] | undefined, firstName: string): string | undefined {
  const greeting = useGreetingModule(needed);
  return useMemo(
    () =>
      needed && greeting
        ? greeting.localGreeting({
            recentEntries: (entries ?? []).slice(0, CONTEXT_ENTRY_COUNT).map(greeting.greetingEntryOf),
            userName: firstName,
            timeOfDay: timeOfDay(new Date().getHours()),
          })
        : undefined,
    [needed, greeting, entries, firstName],
  );
}

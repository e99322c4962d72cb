// 'Hello, {first name}', a prompt line and the personalised greeting.
import { useGreeting } from "../api/get-greeting";

/** `local`: a greeting made on this device (a private journal's), used instead of asking the server. */
export function GreetingHeader({ userId, firstName, local }: { userId: string; firstName: string; local?: string }) {
  const fetched = useGreeting(userId, local === undefined);
  const greeting = local ?? fetched;
  return (
    <div className="text-center">
      <h2 className="font-display text-3xl text-slate-800 sm:text-4xl">Hello, {firstName}</h2>
      <p className="mt-2 text-slate-600">This is your space to pause, breathe and speak freely.</p>
      <p className="mt-3 min-h-6 text-lg text-violet-700 italic" aria-live="polite">
        {greeting ?? <span className="inline-block h-4 w-48 animate-pulse rounded-full bg-violet-100 align-middle" />}
      </p>
    </div>
  );
}

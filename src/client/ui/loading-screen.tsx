import { RippleMark } from "./ripple-mark";

/** Full-screen calm loader ('Preparing your space' and similar). */
export function LoadingScreen({ message, overlay = false }: { message: string; overlay?: boolean }) {
  return (
    <main
      className={`flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center ${
        overlay ? "fixed inset-0 z-[60] bg-gradient-to-br from-violet-50 via-rose-50 to-ripple-50" : ""
      }`}
      aria-busy="true"
    >
      <RippleMark animated className="size-20" />
      <p role="status" className="font-display text-xl text-slate-600">
        {message}
      </p>
    </main>
  );
}

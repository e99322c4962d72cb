// The product mark: concentric rings, optionally breathing outwards.
export function RippleMark({ animated = false, className = "size-16" }: { animated?: boolean; className?: string }) {
  return (
    <span aria-hidden="true" className={`relative inline-flex items-center justify-center ${className}`}>
      {animated && (
        <>
          <span className="absolute inset-0 animate-ripple-out rounded-full border-2 border-violet-300" />
          <span className="absolute inset-0 animate-ripple-out rounded-full border-2 border-ripple-300 [animation-delay:1.2s]" />
        </>
      )}
      <span className="absolute inset-[12%] rounded-full border-2 border-violet-400/70" />
      <span className="absolute inset-[32%] rounded-full border-2 border-ripple-400/80" />
      <span className="absolute inset-[45%] rounded-full bg-gradient-to-br from-violet-500 to-ripple-500" />
    </span>
  );
}

// A row of toggle buttons for one choice (day / week / month): aria-pressed marks the chosen one.
interface Props<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full bg-violet-50 p-0.5 ring-1 ring-violet-100">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`min-h-8 rounded-full px-3 text-xs font-medium transition-colors ${
            option.value === value ? "bg-white text-violet-800 shadow-sm ring-1 ring-violet-200" : "text-slate-600 hover:text-violet-800"
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

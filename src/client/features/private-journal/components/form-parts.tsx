// Small parts the private journal's forms share: `Remember this device` and a form's error line.
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";

export function RememberDevice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1" />
      <span>
        {COPY.rememberDevice}
        <span className="block text-xs text-slate-500">{COPY.rememberDeviceHint}</span>
      </span>
    </label>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-rose-700">
      {message}
    </p>
  );
}

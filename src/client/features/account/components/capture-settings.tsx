// The account menu's capture settings (decision 020), kept on this device: `Private transcription` (a
// switch, on only where the server transcribes), the language reflections are spoken in, and `Keep
// recordings` (decision 051: off until the person says so, here or when first asked).
import { useId } from "react";
import { CAPTURE_LANGUAGES } from "../../../../domain/voice/capture-languages";
import { CAPTURE_SETTINGS_COPY } from "../../../../domain/ui-copy";
import { KEEP_RECORDING_COPY } from "../../../../domain/voice/recording-copy";
import { updateCaptureSettings, useCaptureSettings } from "../../../lib/capture-settings";

export function CaptureSettings({ transcriptionAvailable }: { transcriptionAvailable: boolean }) {
  const settings = useCaptureSettings();
  const switchHelp = useId();
  const languageId = useId();
  const languageHelp = useId();
  const keepHelp = useId();
  const keep = settings.keepRecordings === true;
  const on = transcriptionAvailable && settings.privateTranscription;
  return (
    <div className="grid w-full gap-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-800" aria-hidden="true">
            {CAPTURE_SETTINGS_COPY.privateTranscription}
          </p>
          <p id={switchHelp} className="text-xs text-slate-600">
            {transcriptionAvailable
              ? CAPTURE_SETTINGS_COPY.privateTranscriptionHelp
              : CAPTURE_SETTINGS_COPY.privateTranscriptionUnavailable}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={CAPTURE_SETTINGS_COPY.privateTranscription}
          aria-describedby={switchHelp}
          disabled={!transcriptionAvailable}
          onClick={() => updateCaptureSettings({ privateTranscription: !on })}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${on ? "bg-violet-600" : "bg-slate-300"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-800" aria-hidden="true">
            {KEEP_RECORDING_COPY.setting}
          </p>
          <p id={keepHelp} className="text-xs text-slate-600">
            {KEEP_RECORDING_COPY.settingHelp}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={keep}
          aria-label={KEEP_RECORDING_COPY.setting}
          aria-describedby={keepHelp}
          onClick={() => updateCaptureSettings({ keepRecordings: !keep })}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none ${keep ? "bg-violet-600" : "bg-slate-300"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition ${keep ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      <div className="grid gap-1">
        <label htmlFor={languageId} className="text-sm font-medium text-slate-800">
          {CAPTURE_SETTINGS_COPY.language}
        </label>
        <select
          id={languageId}
          value={settings.language}
          aria-describedby={languageHelp}
          onChange={(event) => updateCaptureSettings({ language: event.target.value })}
          className="rounded-xl bg-white px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 focus:ring-2 focus:ring-violet-400 focus:outline-none"
        >
          {CAPTURE_LANGUAGES.map((language) => (
            <option key={language.tag} value={language.tag} lang={language.tag}>
              {language.name}
            </option>
          ))}
        </select>
        <p id={languageHelp} className="text-xs text-slate-600">
          {CAPTURE_SETTINGS_COPY.languageHelp}
        </p>
      </div>
    </div>
  );
}

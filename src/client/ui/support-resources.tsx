// Support and crisis resources (decision 009): the crisis variant leads a result or a
// chat reply with the person's regional lines, as full cards. The support variant (intensity ≥ 7
// with a negative or mixed mood) is in proportion (decision 024): at most three compact cards for
// the feeling, and the lines kept one tap away behind "Talk to someone now", not as a wall of cards.
import { useId, useState } from "react";
import { Calendar, ChevronDown, ExternalLink, HeartHandshake, MessageCircle, Phone, CirclePlay } from "lucide-react";
import { isCrisisLine } from "../../domain/crisis/lines";
import { MAX_SUPPORT_RESOURCES, SUPPORT_LINES_COPY } from "../../domain/replies/support-resources";
import type { IconType, SupportRecommendation } from "../../domain/types";
import { SUPPORT_COPY } from "../../domain/ui-copy";

const ICONS: Record<IconType, typeof Phone> = {
  textChat: MessageCircle,
  phone: Phone,
  youtube: CirclePlay,
  calendar: Calendar,
};

function isExternal(url: string): boolean {
  return /^https?:/i.test(url);
}

/** What a link does, said on its button: "Call 988", "Text 741741", "Open". */
function actionLabel(url: string): string {
  const number = /^(?:tel|sms):([^?]+)/i.exec(url)?.[1];
  if (/^tel:/i.test(url)) return number ? `Call ${number}` : "Call now";
  if (/^sms:/i.test(url)) return number ? `Text ${number}` : "Text now";
  return "Open";
}

function ResourceLink({ url, label, className, style }: { url: string; label: string; className: string; style?: React.CSSProperties }) {
  const external = isExternal(url);
  return (
    <a href={url} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={className} style={style}>
      {label}
      {external && <ExternalLink className="size-3.5" aria-hidden="true" />}
      {external && <span className="sr-only">(opens in a new tab)</span>}
    </a>
  );
}

function ResourceCard({ resource }: { resource: SupportRecommendation }) {
  const Icon = ICONS[resource.iconType] ?? HeartHandshake;
  const ExtraIcon = resource.extraButton ? (ICONS[resource.extraButton.iconType] ?? Phone) : Phone;
  return (
    <li className="rounded-2xl p-3 ring-1 ring-black/5 sm:p-4" style={{ backgroundColor: resource.colorScheme.secondary }}>
      <div className="flex items-start gap-3">
        <span
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-xl text-white sm:size-9"
          style={{ backgroundColor: resource.colorScheme.primary }}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold text-slate-800">{resource.title}</h4>
          <p className="mt-0.5 text-sm leading-relaxed text-slate-700">{resource.message}</p>
          {resource.features.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {resource.features.map((feature) => (
                <li key={feature} className="rounded-full bg-white/80 px-2.5 py-0.5 text-xs text-slate-600">
                  {feature}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <ResourceLink
              url={resource.url}
              label={actionLabel(resource.url)}
              className="inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium text-white"
              style={{ backgroundColor: resource.colorScheme.primary }}
            />
            {resource.extraButton && (
              <a
                href={resource.extraButton.url}
                {...(isExternal(resource.extraButton.url) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
              >
                <ExtraIcon className="size-3.5" aria-hidden="true" />
                {resource.extraButton.label}
              </a>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/** A support card outside a crisis: title, one short message and its action, no feature chips on a phone. */
function CompactCard({ resource }: { resource: SupportRecommendation }) {
  const Icon = ICONS[resource.iconType] ?? HeartHandshake;
  return (
    <li
      className="flex items-start gap-2.5 rounded-xl p-2.5 ring-1 ring-black/5"
      style={{ backgroundColor: resource.colorScheme.secondary }}
    >
      <span
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-white"
        style={{ backgroundColor: resource.colorScheme.primary }}
      >
        <Icon className="size-3.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h4 className="text-sm font-semibold text-slate-800">{resource.title}</h4>
        <p className="text-[13px] leading-snug text-slate-700">{resource.message}</p>
        {resource.features.length > 0 && (
          <ul className="mt-1.5 hidden flex-wrap gap-1.5 sm:flex">
            {resource.features.map((feature) => (
              <li key={feature} className="rounded-full bg-white/80 px-2.5 py-0.5 text-xs text-slate-600">
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ResourceLink
        url={resource.url}
        label={actionLabel(resource.url)}
        className="inline-flex shrink-0 items-center gap-1 self-center rounded-full px-3 py-1.5 text-sm font-medium text-white"
        style={{ backgroundColor: resource.colorScheme.primary }}
      />
    </li>
  );
}

/** The region's lines one tap away: a single "Talk to someone now" that shows them, each a call or text. */
function LinesOneTapAway({ lines }: { lines: readonly SupportRecommendation[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-xl bg-white px-3 py-2.5 text-left text-sm font-medium text-rose-800 ring-1 ring-rose-200"
      >
        <span className="flex items-center gap-2">
          <Phone className="size-4" aria-hidden="true" />
          {SUPPORT_LINES_COPY.talkNow}
        </span>
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!open} aria-label={SUPPORT_LINES_COPY.linesLabel} className="mt-2 grid gap-1.5">
        {lines.map((line) => (
          <li key={line.title} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-white/80 px-3 py-2">
            <span className="min-w-0 text-sm text-slate-800">{line.title}</span>
            <span className="flex flex-wrap gap-1.5">
              <ResourceLink
                url={line.url}
                label={actionLabel(line.url)}
                className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium text-white"
                style={{ backgroundColor: line.colorScheme.primary }}
              />
              {line.extraButton && line.extraButton.url !== line.url && (
                <ResourceLink
                  url={line.extraButton.url}
                  label={actionLabel(line.extraButton.url)}
                  className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
                />
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  resources: readonly SupportRecommendation[];
  /** Crisis language was detected: the crisis wording, marked as the crisis lines. */
  crisis: boolean;
  note?: string;
  compact?: boolean;
}

export function SupportResources({ resources, crisis, note, compact = false }: Props) {
  const headingId = useId();
  const copy = crisis ? SUPPORT_COPY.crisis : SUPPORT_COPY.support;
  // Outside a crisis: a few gentle resources as compact cards, the lines behind one tap.
  const lines = crisis ? [] : resources.filter(isCrisisLine);
  const cards = crisis ? resources : resources.filter((resource) => !isCrisisLine(resource)).slice(0, MAX_SUPPORT_RESOURCES);
  return (
    <section
      aria-labelledby={headingId}
      data-crisis={crisis || undefined}
      data-support-block=""
      className={`rounded-2xl p-3 text-left ring-1 sm:p-4 ${crisis ? "bg-rose-50 ring-rose-200" : "bg-rose-50/70 ring-rose-100"}`}
    >
      <h3 id={headingId} className={`flex items-center gap-2 font-display text-slate-800 ${compact ? "text-base" : "text-lg"}`}>
        <HeartHandshake className="size-5 text-rose-500" aria-hidden="true" />
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{crisis ? copy.intro : SUPPORT_LINES_COPY.intro}</p>
      {crisis ? (
        <ul className="mt-3 grid gap-3">
          {cards.map((resource) => (
            <ResourceCard key={resource.title} resource={resource} />
          ))}
        </ul>
      ) : (
        <ul className="mt-2.5 grid gap-2">
          {cards.map((resource) => (
            <CompactCard key={resource.title} resource={resource} />
          ))}
        </ul>
      )}
      {lines.length > 0 && <LinesOneTapAway lines={lines} />}
      {note && <p className="mt-3 text-xs text-slate-600">{note}</p>}
    </section>
  );
}

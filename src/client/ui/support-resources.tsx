// Support and crisis resources (spec §2, §9; issue 8): the crisis variant leads a result or a chat
// reply with the person's regional lines; the support variant (intensity ≥ 7 with a negative or
// mixed mood) lists gentler help with the lines after it. Each line is one tap to call or text.
import { useId } from "react";
import { Calendar, ExternalLink, HeartHandshake, MessageCircle, Phone, CirclePlay } from "lucide-react";
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
  return (
    <section
      aria-labelledby={headingId}
      data-crisis={crisis || undefined}
      className={`rounded-2xl p-3 text-left ring-1 sm:p-4 ${crisis ? "bg-rose-50 ring-rose-200" : "bg-rose-50/70 ring-rose-100"}`}
    >
      <h3 id={headingId} className={`flex items-center gap-2 font-display text-slate-800 ${compact ? "text-base" : "text-lg"}`}>
        <HeartHandshake className="size-5 text-rose-500" aria-hidden="true" />
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      <ul className="mt-3 grid gap-3">
        {resources.map((resource) => (
          <ResourceCard key={resource.title} resource={resource} />
        ))}
      </ul>
      {note && <p className="mt-3 text-xs text-slate-600">{note}</p>}
    </section>
  );
}

// Support and crisis resources (spec §2, §9): shown only at intensity ≥ 7. Uses the
// analysis' own recommendations when present, else the built-in list for the emotion;
// the three crisis lines (741741, 988, 911) are always included.
import { useId } from "react";
import { Calendar, ExternalLink, HeartHandshake, MessageCircle, Phone, CirclePlay } from "lucide-react";
import { CRISIS_RESOURCES, builtInSupportResources } from "../../../../domain/support-resources";
import type { Analysis, IconType, SupportRecommendation } from "../../../../domain/types";

const ICONS: Record<IconType, typeof Phone> = {
  textChat: MessageCircle,
  phone: Phone,
  youtube: CirclePlay,
  calendar: Calendar,
};

function withCrisisLines(list: readonly SupportRecommendation[]): SupportRecommendation[] {
  const result = [...list];
  for (const crisis of CRISIS_RESOURCES) {
    if (!result.some((item) => item.title === crisis.title)) result.push(crisis);
  }
  return result;
}

function isExternal(url: string): boolean {
  return /^https?:/i.test(url);
}

function ResourceCard({ resource }: { resource: SupportRecommendation }) {
  const Icon = ICONS[resource.iconType] ?? HeartHandshake;
  const ExtraIcon = resource.extraButton ? (ICONS[resource.extraButton.iconType] ?? Phone) : Phone;
  const external = isExternal(resource.url);
  return (
    <li
      className="rounded-2xl p-3 ring-1 ring-black/5 sm:p-4"
      style={{ backgroundColor: resource.colorScheme.secondary }}
    >
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
            <a
              href={resource.url}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium text-white"
              style={{ backgroundColor: resource.colorScheme.primary }}
            >
              {external ? "Open" : "Call now"}
              {external && <ExternalLink className="size-3.5" aria-hidden="true" />}
              {external && <span className="sr-only">(opens in a new tab)</span>}
            </a>
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

export function SupportResources({ analysis }: { analysis: Analysis }) {
  const own = analysis.supportResources?.length ? analysis.supportResources : builtInSupportResources(analysis.primaryEmotion);
  const resources = withCrisisLines(own);
  const headingId = useId();
  const positive = analysis.mood === "positive";
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-rose-50/70 p-3 ring-1 ring-rose-100 sm:p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-display text-lg text-slate-800">
        <HeartHandshake className="size-5 text-rose-500" aria-hidden="true" />
        {positive ? "Support is always here" : "You don't have to carry this alone"}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {positive
          ? "Strong feelings, even joyful ones, can be a lot to hold. If you ever want someone to talk to, these are here for you."
          : "These feelings sound intense. Reaching out to someone can help — support is available right now."}
      </p>
      <ul className="mt-3 grid gap-3">
        {resources.map((resource) => (
          <ResourceCard key={resource.title} resource={resource} />
        ))}
      </ul>
      {analysis.supportNote && <p className="mt-3 text-xs text-slate-600">{analysis.supportNote}</p>}
    </section>
  );
}

// The width a chart has on screen, so its SVG is drawn at its own size (a viewBox as wide as the
// pixels it gets): text is then as large as its font size says at every width. A chart scaled to
// fit drew 10 px labels at 6–8 px on a 375 px phone.
import { useLayoutEffect, useRef, useState } from "react";

/** The font sizes of chart labels, in CSS pixels as drawn: never under 11. */
export const CHART_TEXT = { label: 12, small: 11 } as const;

export function useChartWidth(fallback = 320) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

// The crisis detector with its learned model and every language's tables (about 200 kB gzip)
// loads after the first screen, once, for the screens that read text on this device (the
// conversation's inline lines, a private journal's greeting); the server reads every reflection
// and chat message itself.
import { useEffect, useState } from "react";
import type * as DetectorModuleType from "../../domain/crisis/detector";

type DetectorModule = typeof DetectorModuleType;
export type DetectCrisis = DetectorModule["detectCrisis"];

let loaded: DetectorModule | undefined;
let loading: Promise<DetectorModule> | undefined;

function loadCrisisDetector(): Promise<DetectorModule> {
  loading ??= import("../../domain/crisis/detector").then((module) => (loaded = module));
  return loading;
}

/** detectCrisis once its module has loaded (started on first use); undefined until then. */
export function useCrisisDetector(): DetectCrisis | undefined {
  const [detect, setDetect] = useState<DetectCrisis | undefined>(() => loaded?.detectCrisis);
  useEffect(() => {
    if (detect !== undefined) return;
    let live = true;
    void loadCrisisDetector().then((module) => {
      if (live) setDetect(() => module.detectCrisis);
    });
    return () => {
      live = false;
    };
  }, [detect]);
  return detect;
}

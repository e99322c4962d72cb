// A scripted SpeechRecognition for Playwright. Install it before the page loads:
//
//   await page.addInitScript(installSpeechDouble);                       // recognition present
//   await page.addInitScript(installSpeechDouble, { supported: false }); // no recognition at all
//   await page.addInitScript(speechDoubleScript({ supported: false }));  // same, as a script string
//
// then drive it from the test through window.__speech:
//
//   await page.evaluate(() => window.__speech!.say("I feel calm", { interim: true }));
//   await page.evaluate(() => window.__speech!.say("I feel calm today"));   // final
//   await page.evaluate(() => window.__speech!.error("not-allowed"));       // error, then end
//   await page.evaluate(() => window.__speech!.end());                      // browser ends it
//   await page.waitForFunction(() => window.__speech!.listening);
//
// It behaves like Chrome's recognizer: each session reports all its results so far, an
// interim result is replaced by the next one, every error is followed by 'end', abort()
// reports 'aborted', and stop() turns a pending interim result final before 'end'.
// installSpeechDouble is serialised into the page, so it must not use anything from
// outside its own body.

export interface SpeechDoubleOptions {
  /** false: neither SpeechRecognition nor webkitSpeechRecognition exists. Default true. */
  supported?: boolean;
}

export interface SpeechDoubleConfig {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
}

export interface SpeechDoubleControl {
  readonly supported: boolean;
  /** A recognizer is started and has not ended. */
  readonly listening: boolean;
  /** How many times start() succeeded (automatic restarts included). */
  readonly starts: number;
  /** How many recognizers were constructed. */
  readonly instances: number;
  /** Settings of the last started recognizer. */
  readonly lastConfig: SpeechDoubleConfig | null;
  /** Reports speech: final by default, or an interim guess that the next say() replaces. */
  say(text: string, options?: { interim?: boolean }): void;
  /** Reports a recognition error (e.g. 'not-allowed', 'network', 'no-speech'), then ends. */
  error(code: string): void;
  /** The browser ends the session on its own (as after a silence timeout). */
  end(): void;
  /** The next start() throws (as Chrome does when the recognizer is in a bad state). */
  failNextStart(): void;
  /** The next construction of a recognizer throws. */
  failNextConstruct(): void;
}

declare global {
  interface Window {
    __speech?: SpeechDoubleControl;
  }
}

export function installSpeechDouble(options: SpeechDoubleOptions = {}): void {
  type Result = { isFinal: boolean; length: 1; 0: { transcript: string; confidence: number } };
  const scope = window as unknown as Record<string, unknown>;
  const state = {
    active: null as null | { emit(type: string, props?: object): void; results: Result[]; close(): void },
    starts: 0,
    instances: 0,
    lastConfig: null as SpeechDoubleConfig | null,
    failStart: false,
    failConstruct: false,
  };

  function resultList(results: Result[]) {
    const list = results.map((result) => ({ ...result, item: () => result[0] }));
    return Object.assign(list, { item: (index: number) => list[index] });
  }

  class FakeSpeechRecognition extends EventTarget {
    continuous = false;
    interimResults = false;
    lang = "";
    maxAlternatives = 1;
    onstart: ((event: Event) => void) | null = null;
    onresult: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    results: Result[] = [];
    running = false;

    constructor() {
      super();
      if (state.failConstruct) {
        state.failConstruct = false;
        throw new Error("speech double: construction failed");
      }
      state.instances += 1;
    }

    start(): void {
      if (state.failStart) {
        state.failStart = false;
        throw new DOMException("speech double: start failed", "InvalidStateError");
      }
      if (this.running) throw new DOMException("recognition has already started", "InvalidStateError");
      this.running = true;
      this.results = [];
      state.active = this;
      state.starts += 1;
      state.lastConfig = { continuous: this.continuous, interimResults: this.interimResults, lang: this.lang };
      setTimeout(() => this.emit("start"), 0);
    }

    stop(): void {
      if (!this.running) return;
      const last = this.results[this.results.length - 1];
      if (last && !last.isFinal) {
        this.results[this.results.length - 1] = { ...last, isFinal: true };
        this.emit("result", { resultIndex: this.results.length - 1, results: resultList(this.results) });
      }
      this.close();
    }

    abort(): void {
      if (!this.running) return;
      this.emit("error", { error: "aborted", message: "" });
      this.close();
    }

    close(): void {
      this.running = false;
      if (state.active === this) state.active = null;
      setTimeout(() => this.emit("end"), 0);
    }

    emit(type: string, props: object = {}): void {
      const event = Object.assign(new Event(type), props);
      this.dispatchEvent(event);
      const handler = (this as unknown as Record<string, unknown>)[`on${type}`];
      if (typeof handler === "function") handler.call(this, event);
    }
  }

  function active() {
    if (!state.active) throw new Error("speech double: no recognizer is listening");
    return state.active;
  }

  const supported = options.supported !== false;
  if (supported) {
    scope.SpeechRecognition = FakeSpeechRecognition;
    scope.webkitSpeechRecognition = FakeSpeechRecognition;
  } else {
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  }

  const control: SpeechDoubleControl = {
    supported,
    get listening() {
      return state.active !== null;
    },
    get starts() {
      return state.starts;
    },
    get instances() {
      return state.instances;
    },
    get lastConfig() {
      return state.lastConfig;
    },
    say(text, sayOptions = {}) {
      const recognizer = active();
      const result: Result = { isFinal: !sayOptions.interim, length: 1, 0: { transcript: text, confidence: 0.9 } };
      const last = recognizer.results[recognizer.results.length - 1];
      if (last && !last.isFinal) recognizer.results[recognizer.results.length - 1] = result;
      else recognizer.results.push(result);
      recognizer.emit("result", {
        resultIndex: recognizer.results.length - 1,
        results: resultList(recognizer.results),
      });
    },
    error(code) {
      const recognizer = active();
      recognizer.emit("error", { error: code, message: "" });
      recognizer.close();
    },
    end() {
      active().close();
    },
    failNextStart() {
      state.failStart = true;
    },
    failNextConstruct() {
      state.failConstruct = true;
    },
  };
  window.__speech = control;
}

/**
 * The double as a script string. Safe under loaders that add name-keeping helpers to
 * compiled functions (tsx/esbuild's `__name`), which a serialised function cannot see.
 */
export function speechDoubleScript(options: SpeechDoubleOptions = {}): string {
  return `var __name = function (target) { return target; };\n(${installSpeechDouble.toString()})(${JSON.stringify(options)});`;
}

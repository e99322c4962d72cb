// An error boundary per region, so one failed panel does not blank the page.
import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";

interface Props {
  /** Region name, used in the fallback text and in the log line. */
  region: string;
  children: ReactNode;
  /** Custom fallback; receives a reset function. */
  fallback?: (reset: () => void) => ReactNode;
  /** Full-page fallback for the top boundary. */
  fullPage?: boolean;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Log the region and error name only: never what the user said.
    console.warn(`[ripple] ${this.props.region} crashed: ${error.name}`, info.componentStack?.split("\n")[1]?.trim());
  }

  reset = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.reset);
    return (
      <div
        role="alert"
        className={
          this.props.fullPage
            ? "flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
            : "flex flex-col items-center gap-3 rounded-3xl bg-white/70 p-6 text-center ring-1 ring-rose-100"
        }
      >
        <p className="font-display text-lg text-slate-700">Something went quietly wrong in {this.props.region}.</p>
        <p className="text-sm text-slate-500">Your saved reflections are safe.</p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={this.reset}
            className="rounded-full bg-violet-100 px-4 py-2 text-sm font-medium text-violet-800 hover:bg-violet-200"
          >
            Try again
          </button>
          {this.props.fullPage && (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
            >
              Reload
            </button>
          )}
        </div>
      </div>
    );
  }
}

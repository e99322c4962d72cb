// Starts all provider fakes on fixed loopback ports for Playwright e2e and prints the env
// that points the app at them. Usage:
//   npx tsx tests/fakes/serve.ts [--base-port=4100] [--ekman-port=N --gemini-port=N --openai-port=N --elevenlabs-port=N]
// or env FAKES_BASE_PORT / FAKE_EKMAN_PORT / FAKE_GEMINI_PORT / FAKE_OPENAI_PORT / FAKE_ELEVENLABS_PORT.
// Ports default to base, base+1, base+2, base+3 (in FAKE_NAMES order); base defaults to 4100.
import { FAKE_NAMES, startFakes } from "./start-fakes";
import type { FakeName } from "./start-fakes";

function readPort(name: string, args: Map<string, string>, env: string): number | undefined {
  const raw = args.get(name) ?? process.env[env];
  if (raw === undefined || raw === "") return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--${name} / ${env}: not a port: ${raw}`);
  return port;
}

async function main() {
  const args = new Map(
    process.argv
      .slice(2)
      .map((arg) => /^--([\w-]+)=(.*)$/.exec(arg))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] as string, match[2] as string]),
  );
  const basePort = readPort("base-port", args, "FAKES_BASE_PORT") ?? 4100;
  const ports = Object.fromEntries(
    FAKE_NAMES.map((name, index) => [name, readPort(`${name}-port`, args, `FAKE_${name.toUpperCase()}_PORT`) ?? basePort + index]),
  ) as Record<FakeName, number>;

  const fakes = await startFakes({ ports });
  for (const name of FAKE_NAMES) console.log(`# fake ${name}: ${fakes.urls[name]} (control: ${fakes[name].origin}/__control)`);
  for (const [key, value] of Object.entries(fakes.env)) console.log(`${key}=${value}`);

  const stop = () => {
    fakes.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

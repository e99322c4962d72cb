// Starts the fake OIDC provider on a fixed port for Playwright: tsx tests/fakes/serve-oidc.ts <port>
import { startFakeOidc } from "./fake-oidc";

const port = Number(process.argv[2] ?? 3190);
const { issuer } = await startFakeOidc(port);
process.stdout.write(`fake OIDC issuer at ${issuer}\n`);

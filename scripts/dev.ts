// npm run dev: the API server with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", APP_URL: "http://localhost:5173" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);

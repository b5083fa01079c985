import pino from "pino";

const production = process.env.NODE_ENV === "production";
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

// JSON lines in production (for log shippers), human-readable in development.
export const logger = pino({
  level,
  base: undefined,
  ...(production || level === "silent"
    ? {}
    : { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } }),
});

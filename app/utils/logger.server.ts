import pino from "pino";

const production = process.env.NODE_ENV === "production";
const wanted = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
// An unknown LOG_LEVEL made pino throw a stack trace at import, before the configuration check could
// stop the start with its one line naming the variable (operator review, session 31).
const level = wanted === "silent" || wanted in pino.levels.values ? wanted : "info";

// JSON lines in production (for log shippers), human-readable in development.
export const logger = pino({
  level,
  base: undefined,
  ...(production || level === "silent"
    ? {}
    : { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } }),
});

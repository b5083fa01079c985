// compression() 1.8 sends `res.on("drain", …)` to its zlib stream once it compresses, but not
// `res.off("drain", …)`. React Router's adapter (writeReadableStreamToWritable) waits for back-pressure
// with `res.once("drain")` and then removes the listener with `res.off` — a no-op there, so each wait
// of a streamed page left one listener on the zlib stream until the response ended:
// "MaxListenersExceededWarning: 11 drain listeners added to [BrotliCompress]" on a big page sent to a
// slow browser (ADR 096). Mounted right after compression(): a removal reaches where the listener went.
import type { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

export function forwardDrainRemoval(_req: Request, res: Response, next: NextFunction) {
  const on = res.on as (this: Response, type: string | symbol, listener: Listener) => unknown;
  const removeListener = res.removeListener as (this: Response, type: string | symbol, listener: Listener) => Response;
  let target: EventEmitter | undefined;
  res.on = function (this: Response, type: string | symbol, listener: Listener) {
    const result = on.call(this, type, listener); // compression answers with its stream when it took the listener
    if (type === "drain" && result !== this) target = result as EventEmitter;
    return this;
  } as Response["on"];
  res.off = res.removeListener = function (this: Response, type: string | symbol, listener: Listener) {
    if (type === "drain" && target) target.removeListener(type, listener);
    return removeListener.call(this, type, listener);
  } as Response["removeListener"];
  next();
}

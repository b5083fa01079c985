// Issue #14 (ADR 086): images stored before the 320/640 px copies existed get them on first request.
// Only keys of the variant shape whose original exists are made (once: the copy is stored, then
// express.static serves it); every other miss under /uploads is a plain 404.
import type { NextFunction, Request, Response } from "express";
import { variantOnDemand } from "../app/features/media/image-variants.server";
import { createLocalStorage } from "../app/features/media/storage.server";

export function imageVariantFallback(root: string) {
  const store = createLocalStorage(root);
  return async (req: Request, res: Response, next: NextFunction) => {
    const notFound = () => res.status(404).type("text/plain; charset=utf-8").send("Nie znaleziono.");
    if (req.method !== "GET" && req.method !== "HEAD") return notFound();
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      return notFound();
    }
    try {
      const bytes = await variantOnDemand(store, key);
      if (!bytes) return notFound();
      res.set({ "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" });
      res.status(200).end(req.method === "HEAD" ? undefined : bytes);
    } catch (error) {
      // An invalid key (assertKey) is a miss like any other; a broken original is the server's problem.
      if (error instanceof Error && error.message.startsWith("Invalid storage key")) return notFound();
      next(error);
    }
  };
}

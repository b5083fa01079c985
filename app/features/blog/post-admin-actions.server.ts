// spec: admin §2 Blog management actions. Each intent checks its own permission first (OWNERSHIP:
// toggles blog:publish, delete blog:delete); failures carry the spec's messages (admin §8).
import { z } from "zod";
import type { SessionUser } from "~/features/access/session.server";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { BLOG_ERRORS, failedBecause, isScheduled, scheduledMessage } from "./post-messages";
import { deletePost, publishScheduledNow, setPostFlag, type WriteResult } from "./post-writes.server";

// Every check carries the intent's own spec message (Zod's English defaults must never reach the
// page), and a toggle needs its value: without one, 'publish' used to hide the post.
const postId = (failure: string) => z.string({ error: failure }).trim().min(1, failure);
const toggle = <I extends "publish" | "feature">(intent: I) =>
  z.object({ intent: z.literal(intent), id: postId(BLOG_ERRORS.update), value: z.enum(["on", "off"], { error: BLOG_ERRORS.update }) });
const IntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("delete"), id: postId(BLOG_ERRORS.delete) }),
    z.object({ intent: z.literal("publishNow"), id: postId(BLOG_ERRORS.update) }),
    toggle("publish"),
    toggle("feature"),
  ],
  { error: BLOG_ERRORS.update },
);

// A missing post, and a post whose images are not described (ADR 186), say why; so does a 409 (the
// list is out of date: "Opublikuj teraz" of a post no longer scheduled).
function answer(result: WriteResult, failure: "update" | "delete", success: string | ((post: Extract<WriteResult, { ok: true }>["post"]) => string)) {
  if (!result.ok && result.status === 409) throw new UserError(result.message, 409);
  if (!result.ok) throw new UserError(result.status === 404 || result.status === 400 ? failedBecause(failure, result.message) : BLOG_ERRORS[failure], result.status);
  return ok(typeof success === "string" ? success : success(result.post));
}

/** The body of the /admin/blog action; the route has checked the intent's permission and passes the user. */
export async function blogAdminAction(request: Request, user: SessionUser) {
  return runAction(request, async () => {
    const form = await parseForm(request, IntentSchema, { message: "first" });
    if (!form.ok) return invalid(form);
    const input = form.data;
    switch (input.intent) {
      case "delete":
        return answer(await deletePost(input.id, user.id), "delete", "Wpis został usunięty.");
      case "publish": {
        const on = input.value === "on";
        const now = new Date();
        // ADR 186: a post dated in the future is published for its date, not now: said so.
        const said = (post: { isPublished: boolean; publishedAt: Date | null }) => (!on ? "Wpis został ukryty." : isScheduled(post, now) ? scheduledMessage(post.publishedAt!) : "Wpis został opublikowany.");
        return answer(await setPostFlag(input.id, "isPublished", on, user.id, now), "update", said);
      }
      case "publishNow":
        return answer(await publishScheduledNow(input.id, user.id), "update", "Wpis został opublikowany.");
      case "feature": {
        const on = input.value === "on";
        return answer(await setPostFlag(input.id, "isFeatured", on, user.id), "update", on ? "Wpis został wyróżniony." : "Wyróżnienie zostało usunięte.");
      }
    }
  });
}

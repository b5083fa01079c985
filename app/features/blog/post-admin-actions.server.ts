// spec: admin §2 Blog management actions. Each intent checks its own permission first (OWNERSHIP:
// toggles blog:publish, delete blog:delete); failures carry the spec's messages (admin §8).
import { z } from "zod";
import type { SessionUser } from "~/features/access/session.server";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { BLOG_ERRORS } from "./post-messages";
import { deletePost, setPostFlag, type WriteResult } from "./post-writes.server";

const IntentSchema = z.object({
  intent: z.enum(["publish", "feature", "delete"], { message: BLOG_ERRORS.update }),
  id: z.string().min(1, BLOG_ERRORS.update),
  value: z.enum(["on", "off"]).optional(),
});

function answer(result: WriteResult, failure: string, success: string) {
  if (!result.ok) throw new UserError(result.status === 404 ? `${failure} ${result.message}` : failure, result.status);
  return ok(success);
}

/** The body of the /admin/blog action; the route has checked the intent's permission and passes the user. */
export async function blogAdminAction(request: Request, user: SessionUser) {
  return runAction(request, async () => {
    const form = await parseForm(request, IntentSchema, { message: "first" });
    if (!form.ok) return invalid(form);
    const { id, value } = form.data;
    switch (form.data.intent) {
      case "delete":
        return answer(await deletePost(id), BLOG_ERRORS.delete, "Wpis został usunięty.");
      case "publish":
        return answer(await setPostFlag(id, "isPublished", value === "on", user.id), BLOG_ERRORS.update, value === "on" ? "Wpis został opublikowany." : "Wpis został ukryty.");
      case "feature":
        return answer(await setPostFlag(id, "isFeatured", value === "on", user.id), BLOG_ERRORS.update, value === "on" ? "Wpis został wyróżniony." : "Wyróżnienie zostało usunięte.");
    }
  });
}

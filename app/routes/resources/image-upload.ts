import { requireUploader, uploadImageFromRequest } from "~/features/media/uploads.server";
import { ok, runAction } from "~/utils/action.server";
import { methodNotAllowed } from "~/utils/method-not-allowed";
import type { Route } from "./+types/image-upload";

// POST /api/obrazy — one image per request (the widget sends files one by one to show progress).
// First: a user allowed to upload somewhere (product:create/update or blog:create/update), else 403;
// the chosen folder's own permission is checked once the form is read (uploads.server.ts).
export async function action({ request, context }: Route.ActionArgs) {
  // Only POST uploads (a PUT without a body was answered "file too large", review session 23).
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = requireUploader(request, context);
  return runAction(request, async () => {
    const image = await uploadImageFromRequest(request, user);
    return ok(undefined, { url: image.url, width: image.width, height: image.height }, { status: 201 });
  });
}

export function loader() {
  return methodNotAllowed("POST");
}

import { data } from "react-router";
import { requireUser } from "~/features/access/session.server";
import { uploadImageFromRequest } from "~/features/media/uploads.server";
import { runAction } from "~/utils/action.server";
import type { Route } from "./+types/image-upload";

// POST /api/obrazy — one image per request (the widget sends files one by one to show progress).
// The folder's permission (product:create/update or blog:create/update) is checked in the feature.
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  return runAction(request, async () => {
    const image = await uploadImageFromRequest(request, user);
    return data({ ok: true as const, url: image.url, width: image.width, height: image.height }, { status: 201 });
  });
}

export function loader() {
  throw data("Metoda niedozwolona.", { status: 405 });
}

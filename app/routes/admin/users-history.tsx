import { data } from "react-router";
import type { Route } from "./+types/users-history";
import { requirePermissionMiddleware } from "~/features/access/session.server";
import { ROLE_MESSAGES } from "~/features/access/role-rules";
import { roleHistory, userExists } from "~/features/access/user-directory.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { logger } from "~/utils/logger.server";

// issue #10 §2: the role-history dialog loads this with a fetcher (user:read, like the list).
export const middleware = [requirePermissionMiddleware(ADMIN_SECTIONS.users.permission)];

// Someone's role history (with e-mail addresses): never kept by a browser or a proxy.
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ params }: Route.LoaderArgs) {
  try {
    if (!(await userExists(params.userId))) return data({ ok: false as const, message: ROLE_MESSAGES.userNotFound }, { status: 404, headers: PRIVATE });
    return data({ ok: true as const, entries: await roleHistory(params.userId) }, { headers: PRIVATE });
  } catch (error) {
    logger.error({ err: error }, "role history failed");
    return data({ ok: false as const, message: "nie udało się odczytać dziennika ról." }, { status: 500, headers: PRIVATE });
  }
}

import type { ActionResult } from "~/utils/form";

/** The answer of /profil/ustawienia (notification toggles, account deletion) — ADR 019 ActionResult. */
export type SettingsResult = ActionResult<{ deleted: true }>;

import type { ActionResult } from "~/utils/form";

// What the Bezpieczeństwo action answers (ADR 019 ActionResult); `data.intent` says which form it
// answers, so each panel shows only the answers to its own intents.
export type SecurityData = { intent: string; backupCodes?: string[] };
export type SecurityResult = ActionResult<SecurityData, SecurityData>;

export function resultFor(result: SecurityResult | undefined, ...intents: string[]): SecurityResult | undefined {
  return result?.data && intents.includes(result.data.intent) ? result : undefined;
}

// What the Bezpieczeństwo action answers; each panel shows the answers to its own intents.
export type SecurityResult = {
  intent: string;
  ok: boolean;
  message?: string;
  field?: string;
  backupCodes?: string[];
};

export function resultFor(result: SecurityResult | undefined, ...intents: string[]): SecurityResult | undefined {
  return result && intents.includes(result.intent) ? result : undefined;
}

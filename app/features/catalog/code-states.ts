// ADR 145: a replaced code stays on record (its old URL redirects) but is history: the codes list shows
// the codes in use unless asked (?stan=nieaktywne or ?stan=wszystkie). Browser-safe: the filter uses it.
export const CODE_STATES = { active: "aktywne", inactive: "nieaktywne", all: "wszystkie" } as const;
export type CodeState = keyof typeof CODE_STATES;

export function parseCodeState(value: string | null): CodeState {
  return (Object.keys(CODE_STATES) as CodeState[]).find((k) => CODE_STATES[k] === value) ?? "active";
}

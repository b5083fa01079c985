// spec: admin §5 Blog editor — the slug rule, with Polish letters transliterated instead of dropped
// (docs/decisions/030-blog-slug-transliteration.md). Browser-safe: the editor previews the slug live.

const POLISH: Record<string, string> = {
  ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z",
  Ą: "A", Ć: "C", Ę: "E", Ł: "L", Ń: "N", Ó: "O", Ś: "S", Ź: "Z", Ż: "Z",
};

export function transliteratePolish(text: string): string {
  return text.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (ch) => POLISH[ch]);
}

/** Lower case, spaces to hyphens, outside a-z 0-9 and hyphen removed, repeated hyphens collapsed. */
export function slugify(text: string): string {
  return transliteratePolish(text)
    .toLowerCase()
    .replace(/\s/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The slug a post is saved under: the typed one (normalised by the same rule), else from the title. */
export function postSlug(typed: string, title: string, now: Date = new Date()): string {
  return slugify(typed) || slugify(title) || `post-${now.getTime()}`;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugTakenMessage = (slug: string) =>
  `Adres „${slug}” jest już zajęty przez inny wpis. Wpisz inny adres (slug) albo zmień tytuł.`;

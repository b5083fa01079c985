import type { MessageKey } from "~/i18n/i18n";
import { useT } from "~/i18n/i18n";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { searchableGroups, type PanelSearchGroupKey, type PanelSearchItem, type PanelSearchMark } from "../panel-search";

// ADR 208: what the results page and the field's suggestions both show of a row.

export const GROUP_LABEL: Record<PanelSearchGroupKey, MessageKey> = {
  products: "admin.search.group.products",
  posts: "admin.search.group.posts",
  users: "admin.search.group.users",
  categories: "admin.search.group.categories",
  tags: "admin.search.group.tags",
  removed: "admin.search.group.removed",
};

const SCOPE_LABEL: Record<PanelSearchGroupKey, MessageKey> = {
  products: "admin.search.scope.products",
  posts: "admin.search.scope.posts",
  users: "admin.search.scope.users",
  categories: "admin.search.scope.categories",
  tags: "admin.search.scope.tags",
  removed: "admin.search.scope.removed",
};

/**
 * What the signed-in person's search covers, in words (editor review, session 40: a moderator was told
 * to look for products and posts, which that role cannot search): `groups` for the field's description,
 * `scope` (with what each group matches) for the results page's hint.
 */
export function useSearchScope(): { groups: string; scope: string } {
  const t = useT();
  const keys = searchableGroups(useOptionalUser());
  return {
    groups: keys.map((key) => t(GROUP_LABEL[key]).toLocaleLowerCase("pl")).join(", "),
    scope: keys.map((key) => t(SCOPE_LABEL[key])).join(", "),
  };
}

const MARK_LABEL: Record<PanelSearchMark, MessageKey> = {
  hidden: "admin.search.mark.hidden",
  draft: "admin.search.mark.draft",
  scheduled: "admin.search.mark.scheduled",
  blocked: "admin.search.mark.blocked",
  inactive: "admin.search.mark.inactive",
  redirected: "admin.search.mark.redirected",
};

/** The row's second line: a product's code (or 'Brak kodu'), a tag's product count, else the detail as given. */
export function useItemDetail() {
  const t = useT();
  return (group: PanelSearchGroupKey, item: PanelSearchItem): string | null => {
    if (group === "products") return item.detail ?? t("admin.search.noCode");
    if (group === "tags") return t("admin.search.tagProducts", { count: Number(item.detail ?? 0) });
    return item.detail;
  };
}

/** A row's state as small labelled badges (text, not colour alone). */
export function ItemMarks({ marks }: { marks: PanelSearchMark[] }) {
  const t = useT();
  if (marks.length === 0) return null;
  return (
    <>
      {marks.map((mark) => (
        <span
          key={mark}
          className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
        >
          {t(MARK_LABEL[mark])}
        </span>
      ))}
    </>
  );
}

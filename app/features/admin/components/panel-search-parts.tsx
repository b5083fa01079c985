import type { MessageKey } from "~/i18n/i18n";
import { useT } from "~/i18n/i18n";
import type { PanelSearchGroupKey, PanelSearchItem, PanelSearchMark } from "../panel-search";

// ADR 208: what the results page and the field's suggestions both show of a row.

export const GROUP_LABEL: Record<PanelSearchGroupKey, MessageKey> = {
  products: "admin.search.group.products",
  posts: "admin.search.group.posts",
  users: "admin.search.group.users",
  categories: "admin.search.group.categories",
  tags: "admin.search.group.tags",
  removed: "admin.search.group.removed",
};

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

import { Link } from "react-router";
import { MessageBox } from "./message-box";
import { withoutEmptyParams } from "./get-form";

// ADR 188: a list address naming a category, shop, post type or label that does not exist answers
// 404 with an empty list and this box: what is missing, by name, and the same list without it.

/** The list's address without the parameter `name` (and without the page and any empty parameter). */
export function addressWithout(pathname: string, search: URLSearchParams, name: string): string {
  const params = withoutEmptyParams(search);
  params.delete(name);
  params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function MissingFilterNotice({ text, href, linkText, className = "mt-3" }: { text: string; href: string; linkText: string; className?: string }) {
  return (
    <MessageBox tone="warning" className={className}>
      <span className="block">{text}</span>
      <Link to={href} className="font-semibold underline">
        {linkText}
      </Link>
    </MessageBox>
  );
}

// ADR 181: while the editor types a title or pastes a shop link, the products already in the catalogue
// that this one may duplicate (the same shop offer, a similar title), each a link to its form in a new
// tab. A hint, not a refusal: two variants may share a name. Without JavaScript the save's own
// "a product with this title already exists" notice remains.
import { useEffect, useMemo, useState, type RefObject } from "react";
import { linkClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { useT } from "~/i18n/i18n";
import { shopName } from "~/utils/shop-name";
import type { SimilarProduct } from "../../similar-products.server";

const SHOP_LINK_FIELDS = ["affiliateTemu", "affiliateAliexpress", "affiliateAmazon"];
const MIN_TITLE_LENGTH = 4; // as MIN_TITLE_LENGTH in similar-products.server.ts
const WAIT_MS = 400;

type Props = {
  formRef: RefObject<HTMLFormElement | null>;
  title: string;
  /** An existing product: itself is left out, and nothing is asked until the title or a link changes. */
  productId: string | null;
};

function shopLinksOf(form: HTMLFormElement): string[] {
  return SHOP_LINK_FIELDS.map((name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "").filter((v) => /^https?:\/\/\S+$/i.test(v));
}

function questionOf(title: string, links: string[], productId: string | null): string {
  const params = new URLSearchParams();
  if (title.trim().length >= MIN_TITLE_LENGTH) params.set("tytul", title.trim());
  for (const link of links) params.append("link", link);
  if (params.toString() === "") return "";
  if (productId) params.set("bez", productId);
  return params.toString();
}

export function SimilarProductsNotice({ formRef, title, productId }: Props) {
  const t = useT();
  // The last answer stays shown while the next question waits (no flicker while typing).
  const [answer, setAnswer] = useState<SimilarProduct[] | null>(null);
  const [links, setLinks] = useState<string[] | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  // The shop link fields belong to ShopLinkFields: read them from the form when one changes.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const read = () => setLinks(shopLinksOf(form));
    read();
    const onChange = (event: Event) => {
      if (SHOP_LINK_FIELDS.includes((event.target as HTMLInputElement | null)?.name ?? "")) read();
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, [formRef]);

  const question = useMemo(() => (links === null ? null : questionOf(title, links, productId)), [title, links, productId]);
  // The question the form opened with: on an existing product its own similar siblings are known.
  useEffect(() => {
    if (question !== null && opened === null) setOpened(question);
  }, [question, opened]);

  const asks = question !== null && question !== "" && !(productId && question === opened);
  // A plain fetch, not a router fetcher: before the router has discovered this resource route, a
  // fetcher's /admin/produkty/podobne matched the product form's /admin/produkty/:id (CI, session 34:
  // the form's page then failed); and a fetcher is revalidated after every save of the form.
  useEffect(() => {
    if (!asks || question === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/produkty/podobne?${question}`, { signal: controller.signal, headers: { accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ products?: SimilarProduct[] }>) : null))
        .then((body) => setAnswer(body?.products ?? []))
        .catch(() => {}); // a hint: when it cannot be asked (offline, signed out), the form says nothing
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asks, question]);

  const found = asks && answer ? answer : [];
  return (
    <MessageBox tone="info" live className="-mt-2">
      {found.length > 0 ? (
        <>
          <p>{t("editor.form.similar.heading")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {found.map((p) => (
              <li key={p.id}>
                <a href={`/admin/produkty/${p.id}`} target="_blank" rel="noopener" className={linkClass}>
                  {p.title}
                  {p.code ? ` (${p.code})` : ""}
                  <span className="sr-only"> {t("editor.form.similar.newTab")}</span>
                </a>
                {" — "}
                {[
                  p.sameLinkOn.length ? t("editor.form.similar.sameLink", { shops: p.sameLinkOn.map(shopName).join(", ") }) : null,
                  p.similarTitle ? t("editor.form.similar.similarTitle") : null,
                ]
                  .filter(Boolean)
                  .join(", ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </MessageBox>
  );
}

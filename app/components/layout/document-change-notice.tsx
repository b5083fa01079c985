import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { useFormat, useT } from "~/i18n/i18n";

// ADR 198: under the header, a signed-in member reads that a new version of the terms or the privacy
// policy applies from a day, with a link to what changes, until that day or until they close it. Never
// in a cached page: a page rendered for the member has it in the root loader's data; a shared member
// page (ADR 114) asks /api/powiadomienie-dokumentu after hydrating. Closing is a plain form (it works
// without JavaScript) that a fetcher sends when scripts run. Small on purpose: every page carries it.

export type DocumentNoticeData = {
  versionId: string;
  document: "terms" | "privacy" | "affiliate";
  number: number;
  effectiveFrom: string;
  path: string;
};

export const DOCUMENT_NOTICE_PATH = "/akcje/powiadomienie-dokumentu"; // closing (a form)
const DOCUMENT_NOTICE_STATE_PATH = "/api/powiadomienie-dokumentu"; // the member's notice (JSON)

/** "ask": a shared member page, while some version waits for its day (the answer is the member's own). */
type RootNoticeData = { memberShell?: boolean; documentNotice?: DocumentNoticeData | "ask" | null };

export function DocumentChangeNotice() {
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const signedIn = Boolean(useOptionalUser()?.id);
  const root = useRouteLoaderData<RootNoticeData>("root");
  const shared = root?.memberShell === true;
  const loaded = useFetcher<{ notice: DocumentNoticeData | null }>({ key: "document-notice" });
  const close = useFetcher({ key: "document-notice-close" });
  const [closed, setClosed] = useState<string | null>(null);

  const asked = useRef(false);
  useEffect(() => {
    // Once per page load (not again after a failed answer): the layout stays while the member moves between pages.
    if (!shared || !signedIn || root?.documentNotice !== "ask" || asked.current) return;
    asked.current = true;
    void loaded.load(DOCUMENT_NOTICE_STATE_PATH);
  }, [shared, signedIn, loaded, root?.documentNotice]);

  const notice = shared ? loaded.data?.notice : root?.documentNotice === "ask" ? null : root?.documentNotice;
  if (!signedIn || !notice || closed === notice.versionId) return null;
  const date = format.date(`${notice.effectiveFrom}T12:00:00Z`);
  const headingKey = notice.document === "privacy" ? "documentNotice.privacy" : "documentNotice.terms";

  return (
    <section
      aria-label={t("documentNotice.label")}
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="container-page flex items-center gap-2 py-2">
        <p className="flex-1 text-sm wrap-anywhere">
          {t(headingKey, { date })}{" "}
          <Link to={notice.path} className="font-semibold underline underline-offset-2 hover:no-underline">
            {t("documentNotice.link")}
          </Link>
        </p>
        <close.Form
          method="post"
          action={DOCUMENT_NOTICE_PATH}
          onSubmit={() => {
            setClosed(notice.versionId);
            // The button goes with the notice: the keyboard continues at the page's content.
            const main = document.getElementById("tresc");
            main?.setAttribute("tabindex", "-1");
            main?.focus({ preventScroll: true });
          }}
        >
          <input type="hidden" name="versionId" value={notice.versionId} />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button
            type="submit"
            aria-label={t("documentNotice.close")}
            className="grid size-9 place-items-center rounded-full hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 dark:hover:bg-amber-900"
          >
            <X aria-hidden className="size-4" />
          </button>
        </close.Form>
      </div>
    </section>
  );
}

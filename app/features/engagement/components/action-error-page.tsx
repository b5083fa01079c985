import { Link } from "react-router";
import { MessageBox } from "~/components/ui/message-box";

type Refusal = { ok: boolean; message?: string | null; data?: unknown } | undefined;

const backOf = (refusal: Refusal) => {
  const data = refusal?.data as { back?: unknown } | undefined;
  return typeof data?.back === "string" && data.back ? data.back : "/";
};

/**
 * The page of a refused /akcje/* form post without JavaScript (status 4xx). The answer also carries
 * a `Refresh` back to the product page and the message as a flash toast, so the browser normally
 * shows the message there; this page is what remains if it does not follow the refresh.
 */
export function ActionErrorPage({ refusal, fallback }: { refusal: Refusal; fallback: string }) {
  const message = refusal && !refusal.ok ? (refusal.message ?? fallback) : fallback;
  const back = backOf(refusal);
  return (
    <section className="container-page py-16 text-center">
      <title>Nie udało się zapisać | Viralne Produkty</title>
      <h1 className="text-2xl font-bold">Nie udało się zapisać</h1>
      <div className="mx-auto mt-4 max-w-prose">
        <MessageBox tone="error">{message}</MessageBox>
      </div>
      <Link to={back} className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Wróć
      </Link>
    </section>
  );
}

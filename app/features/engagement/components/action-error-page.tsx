import { Link } from "react-router";

/**
 * What a visitor without JavaScript sees when an /akcje/* form post is refused (a fetcher shows the
 * same message next to the control instead).
 */
export function ActionErrorPage({ error, back }: { error: string; back: string }) {
  return (
    <section className="container-page py-16 text-center">
      <title>Nie udało się zapisać | Viralne Produkty</title>
      <h1 className="text-2xl font-bold">Nie udało się zapisać</h1>
      <p role="alert" className="mt-4 text-slate-700 dark:text-slate-200">
        {error}
      </p>
      <Link to={back} className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Wróć
      </Link>
    </section>
  );
}

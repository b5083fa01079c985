import { Form } from "react-router";

// Issue #12 point 10: shown above every /profil tab (the account layout) to a user who signs in
// during the 7-day grace period. A plain form post to the Ustawienia action: works without JavaScript,
// and its answer ('Anulowano usunięcie konta…') is shown there.
export function DeletionPendingBanner({ dueAt }: { dueAt: string }) {
  const formatted = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(new Date(dueAt));
  return (
    <section
      aria-labelledby="usuwanie-konta-heading"
      className="rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="usuwanie-konta-heading" className="text-lg font-bold">
        Twoje konto czeka na usunięcie
      </h2>
      <p className="mt-2">
        Konto i dane osobowe zostaną usunięte {formatted}. Chcesz zostać? Anuluj usunięcie, a wszystko pozostanie bez zmian.
      </p>
      <Form method="post" action="/profil/ustawienia" className="mt-3">
        <input type="hidden" name="intent" value="cancel-deletion" />
        <button
          type="submit"
          className="rounded-lg bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
        >
          Anuluj usunięcie konta
        </button>
      </Form>
    </section>
  );
}

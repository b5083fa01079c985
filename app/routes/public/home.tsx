import { count } from "drizzle-orm";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";

export const meta: Route.MetaFunction = () => [
  { title: "Viralne Produkty – sprawdzone hity TikToka i Instagrama" },
  { name: "description", content: "Katalog viralowych produktów z TikToka i Instagrama: recenzje, ostrzeżenia przed oszustwami i linki do sklepów." },
];

export async function loader() {
  const [{ n }] = await db.select({ n: count() }).from(products);
  return { productCount: n };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Viralne produkty z TikToka i Instagrama</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Sprawdzamy, które hity z mediów społecznościowych są warte pieniędzy. W katalogu: {loaderData.productCount}{" "}
        produktów.
      </p>
      <Link to="/produkty" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Przeglądaj produkty
      </Link>
    </section>
  );
}

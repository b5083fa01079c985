import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Link } from "react-router";
import { BlogCard } from "./blog-card";
import type { BlogTeaserPost } from "../types";

/** spec: public §2, §9 — up to 3 posts (up to 2 featured plus up to 2 newest non-featured). */
export function BlogTeaser({ posts }: { posts: BlogTeaserPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="z-bloga" className="container-page py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="z-bloga" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Z bloga: recenzje i ostrzeżenia
        </h2>
        <Link to="/blog" className="vp-link inline-flex items-center gap-1 font-semibold">
          Wszystkie wpisy
          <SpriteIcon name="arrowRight" className="size-4" />
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { redirect } from "react-router";

// spec: admin §2 Post editor — /blog-editor also exists; it leads to the one editor (new post).
export function loader() {
  return redirect("/blog/edytor/nowy");
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";

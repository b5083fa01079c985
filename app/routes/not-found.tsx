// Any URL no route claims is a real 404 (DESIGN §5), rendered by the root error boundary.
export function loader() {
  throw new Response("Nie znaleziono strony", { status: 404 });
}

export default function NotFound() {
  return null;
}

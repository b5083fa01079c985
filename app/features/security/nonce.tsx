import { createContext, useContext } from "react";

// Issue #12 point 9: the per-request CSP nonce, given by entry.server.tsx to every inline <script>
// (React Router's <Scripts> and <ScrollRestoration>, JSON-LD). In the browser it is "" (browsers
// hide nonce values from the DOM), which is also what React sees when hydrating.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

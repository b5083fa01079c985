import { useNonce } from "~/features/security/nonce";
import { serializeJsonLd } from "./structured-data";

/**
 * Renders structured data as `<script type="application/ld+json">`. The JSON is escaped by
 * `serializeJsonLd`, so user-written text can never close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  // The CSP nonce (issue #12 point 9): data blocks do not run, but a policy-strict audit flags any
  // inline <script> without it. Empty in the browser, where nonce values are hidden.
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

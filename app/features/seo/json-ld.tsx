import { serializeJsonLd } from "./structured-data";

/**
 * Renders structured data as `<script type="application/ld+json">`. The JSON is escaped by
 * `serializeJsonLd`, so user-written text can never close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

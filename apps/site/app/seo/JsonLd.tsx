/** Any JSON-LD object (schema.org); build them with the helpers in ~/seo/schema inside a loader. */
export type JsonLdObject = { readonly [key: string]: unknown };

export interface JsonLdProps {
  /** One schema.org object or several (each rendered as its own script); nulls are skipped. */
  data: JsonLdObject | readonly (JsonLdObject | null | undefined)[] | null | undefined;
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` become \u escapes so no text can close the
 * script or open a comment, and U+2028/U+2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders structured data as `<script type="application/ld+json">`. CSP does not apply to data
 * blocks, so no hash is needed. Pass data from the route's loader (see ~/seo/meta).
 */
export function JsonLd({ data }: JsonLdProps) {
  if (!data) return null;
  const list: readonly (JsonLdObject | null | undefined)[] = Array.isArray(data)
    ? data
    : [data as JsonLdObject];
  const items = list.filter((item): item is JsonLdObject => item != null);
  return (
    <>
      {items.map((item, index) => (
        <script
          // Static per page: the position is a stable key.
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}

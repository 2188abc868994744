// The query of GET /api/v2/catalog/playlists-all for a landing page's rows, the same whether the
// server asks for the first rows (catalogue.ts) or the browser for the next (catalogue-client.ts).

/** spec 001 §9: a page of `rows` rows from `start`, each with `contentLimit` items (20 on the web, 10 on a phone). */
export function pageRowsQuery(page: string, start: number, rows: number, contentLimit: number) {
  return { page, start, rows, content_limit: contentLimit, img_quality: 2, resp: 'basic', optimized: true };
}

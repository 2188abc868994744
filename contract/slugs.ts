// Slugs (spec 001 §5): the one rule the web's links and the origin's stored slugs (the demo seed,
// the catalogue import) follow, so a link built from a stored slug and one built from the title
// name the same page.

// Quotes of every kind are dropped; URL reserved characters (RFC 3986), whitespace and the
// characters that are unsafe in a path segment ('.', '%', '<', '>', '\\', '^', '|', '{', '}') become hyphens.
const QUOTES = /['"`‘’‚‛“”„‟´]/g;
const RESERVED = /[\s:/?#[\]@!$'()*+,;=%.<>\\^|{}]+/g;

/** The slug's text before it is encoded: quotes removed, & as 'and', reserved characters as single hyphens, lower case. */
function slugText(value: string): string {
  return value.replace(QUOTES, '').replace(/&/g, '-and-').replace(RESERVED, '-').toLowerCase().replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/**
 * spec 001 §5 URL slug: quotes removed, reserved characters turned to hyphens, & becomes 'and',
 * lower-cased, then encoded. A value starting with http is rejected; a non-string gives '-'.
 * Repeated hyphens collapse and hyphens at the ends are trimmed, so 'Tom & Jerry' gives 'tom-and-jerry'.
 */
export function slugify(value: unknown): string {
  if (typeof value !== 'string') return '-';
  if (/^\s*http/i.test(value)) throw new Error(`A URL cannot be turned into a slug: ${value}`);
  const slug = slugText(value);
  return slug === '' ? '-' : encodeURIComponent(slug);
}

/** The URL slug in Latin letters and digits only: accents folded, any other letter a hyphen ('' when none is left). */
function latinSlug(text: string): string {
  return slugText(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug a title or a name is stored under (lowercase letters, digits and single hyphens, as
 * the catalogue import asks of a slug it is given): the URL slug of its name in Latin letters, or
 * of its first other spelling when the name has none (a Hindi title in Devanagari and its
 * transliteration), else 'untitled'. For a name in Latin letters it is the name's URL slug.
 */
export function storedSlug(name: string, otherSpellings: readonly string[] = []): string {
  return latinSlug(name) || (otherSpellings.length ? latinSlug(otherSpellings[0]) : '') || 'untitled';
}

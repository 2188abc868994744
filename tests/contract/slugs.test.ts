import fc from 'fast-check';
import { slugify, storedSlug } from '@/contract/slugs';

// One slug rule for the web's links and the origin's stored slugs (spec 001 §5).

describe('slugify (spec 001 §5)', () => {
  it.each([
    ['Dhoom', 'dhoom'],
    ['Dilwale Dulhania Le Jayenge', 'dilwale-dulhania-le-jayenge'],
    ["Kuch Kuch Hota Hai's", 'kuch-kuch-hota-hais'],
    ['"Quoted" Title', 'quoted-title'],
    ['Tom & Jerry', 'tom-and-jerry'],
    ['Love&War', 'love-and-war'],
    ['Mr. India', 'mr-india'],
    ['What? Where! Who#1', 'what-where-who-1'],
    ['a/b:c;d=e', 'a-b-c-d-e'],
    ['  --Spaces   and---hyphens-- ', 'spaces-and-hyphens'],
    ['UPPER lower', 'upper-lower'],
    ['100% Love', '100-love'],
    ['दिल से', encodeURIComponent('दिल-से')],
    ['', '-'],
    ['?!', '-'],
  ])('%j gives %j', (value, slug) => {
    expect(slugify(value)).toBe(slug);
  });

  it.each([null, undefined, 12, {}, ['a']])('a non-string (%j) gives "-"', (value) => {
    expect(slugify(value)).toBe('-');
  });

  it.each(['http://example.com/x', 'https://example.com', 'HTTP-thing'])('%s is rejected', (value) => {
    expect(() => slugify(value)).toThrow();
  });
});

describe('storedSlug', () => {
  it.each([
    ['Tom & Jerry', [], 'tom-and-jerry'],
    ['Mr. India', [], 'mr-india'],
    ['Café Sûr', [], 'cafe-sur'],
    ['दिल से', ['Dil Se'], 'dil-se'],
    ['दिल से', [], 'untitled'],
    ['?!', [], 'untitled'],
  ])('%j (other spellings %j) is stored as %j', (name, others, slug) => {
    expect(storedSlug(name, others)).toBe(slug);
  });

  it('is what the import accepts as a slug, and a link built from it names the same page as one built from the name', () => {
    const latinName = fc.stringMatching(/^[A-Za-z0-9 &'".,:;!?()/-]{1,40}$/);
    fc.assert(
      fc.property(latinName, (name) => {
        const slug = storedSlug(name);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        if (/[a-z0-9]/i.test(name) && !/^\s*http/i.test(name)) expect(slugify(name)).toBe(slug);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

import { chartLink, queryFromSearchSlug, searchEntityLink } from '@/lib/links';

// Link shapes added for search and music pages (spec 001 §2 route table, §5 slug rule).

describe('search and chart links', () => {
  it.each([
    ['movies', 'Kabhi Khushi', '/search/movies/kabhi-khushi'],
    ['stars', 'Shah Rukh & Kajol', '/search/stars/shah-rukh-and-kajol'],
    ['music', 'दिल', `/search/music/${encodeURIComponent('दिल')}`],
  ])('searchEntityLink(%s, %s) is %s', (entity, query, expected) => {
    expect(searchEntityLink(entity, query)).toBe(expected);
  });

  it.each([
    ['kabhi-khushi', 'kabhi khushi'],
    [encodeURIComponent('दिल-की'), 'दिल की'],
    ['-k3g-', 'k3g'],
  ])('reads the query back from the slug %s', (slug, query) => {
    expect(queryFromSearchSlug(slug)).toBe(query);
  });

  it('builds a chart page link from its id and name', () => {
    expect(chartLink({ chart_id: 4, name: 'Top 50 Hindi' })).toBe('/music/top-charts/4/top-50-hindi');
  });
});

// @vitest-environment node
import { CAREFUL_CEILING, NO_CEILING, createCeilingLookup, variantCeiling } from '@/lib/profile-ceiling';

// The proxy's memory of a member's maturity ceiling (issue 49): what the origin said for (the auth
// token's hash, the profile cookie), for a minute, in an LRU; never what a cookie says.

const kids = { id: 'k', name: 'Chintu', avatar: 'kite', kids: true, maturity: 'U', locked: false, primary: false };
const answer = (watching: object | undefined) => Response.json({ status: 'success', data: { uuid: 'u', watching } });

function lookupWith(respond: () => Promise<Response>, clock = { now: 0 }, entries = 1000) {
  const fetchImpl = vi.fn(respond);
  const ceilingFor = createCeilingLookup({ originUrl: 'http://origin.test', fetchImpl, now: () => clock.now, entries });
  return { fetchImpl, ceilingFor, clock };
}

describe('the ceiling lookup', () => {
  it('asks again after a minute', async () => {
    const { fetchImpl, ceilingFor, clock } = lookupWith(async () => answer(kids));
    expect(await ceilingFor('token', 'k')).toEqual({ maturity: 'U', kids: true });
    clock.now = 59_000;
    await ceilingFor('token', 'k');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock.now = 61_000;
    await ceilingFor('token', 'k');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('forgets the key used longest ago beyond its size', async () => {
    const { fetchImpl, ceilingFor } = lookupWith(async () => answer(kids), { now: 0 }, 2);
    await ceilingFor('a', undefined);
    await ceilingFor('b', undefined);
    await ceilingFor('a', undefined);
    await ceilingFor('c', undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await ceilingFor('a', undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await ceilingFor('b', undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("asks again when the profile cookie is set back to an earlier profile's value", async () => {
    const grownUp = { ...kids, id: 'p', name: 'Asha', kids: false, maturity: 'A' };
    const answers = [grownUp, kids, kids];
    const { fetchImpl, ceilingFor } = lookupWith(async () => answer(answers.shift()));
    expect(await ceilingFor('token', 'p')).toEqual(NO_CEILING);
    // the session switched to the kids profile: a new cookie, a new question
    expect(await ceilingFor('token', 'k')).toEqual({ maturity: 'U', kids: true });
    // the child puts the grown-up's cookie back: the origin is asked, not the old answer given
    expect(await ceilingFor('token', 'p')).toEqual({ maturity: 'U', kids: true });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('asks once for requests that arrive together', async () => {
    const { fetchImpl, ceilingFor } = lookupWith(async () => answer(kids));
    await Promise.all([ceilingFor('t', 'k'), ceilingFor('t', 'k'), ceilingFor('t', 'k')]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 5xx', async () => new Response('{}', { status: 502 }), CAREFUL_CEILING],
    ['an answer without a rating it knows', async () => answer({ ...kids, maturity: 'PG' }), CAREFUL_CEILING],
    ['a session the origin does not know (401)', async () => new Response('{}', { status: 401 }), NO_CEILING],
    ['an answer without a profile', async () => answer(undefined), NO_CEILING],
  ])('answers %s with %o', async (_case, respond, expected) => {
    const { ceilingFor } = lookupWith(respond);
    expect(await ceilingFor('t', 'k')).toEqual(expected);
  });

  it.each([
    [{ maturity: 'A', kids: false }, null],
    [
      { maturity: 'U/A 13+', kids: false },
      { maturity: 'U/A 13+', kids: false },
    ],
    [
      { maturity: 'UA', kids: true },
      { maturity: 'UA', kids: true },
    ],
    [
      { maturity: 'A', kids: true },
      { maturity: 'U', kids: true },
    ],
  ] as const)('names %o in the variant as %o', (ceiling, part) => {
    expect(variantCeiling(ceiling)).toEqual(part);
  });
});

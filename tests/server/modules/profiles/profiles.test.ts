import type { Response as LightMyRequestResponse } from 'light-my-request';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { useTestOrigin } from '../../../support/origin';
import { cookieHeader, freshIp, post, register } from '../auth/helpers';
import { playbackProgress, profiles, sessions, users } from '@/server/db/schema';
import { REAUTH_WINDOW_MS } from '@/server/modules/session/fresh-sign-in';

// Profiles (issue 49) through their calls: an account's first profile, up to five, who's watching
// per session, each profile's own continue watching, the PIN and its lock, the parental controls,
// a TV that starts on the profile that allowed it, and no call reaching another account's profile.

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
type Answer = LightMyRequestResponse;

describe.each(testDatabases())('profiles on $name', (engine) => {
  const clock = { now: Date.now() };
  const origin = useTestOrigin(engine, {
    now: () => clock.now,
    config: { BOT_CHECK: 'off', OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'chalchitra-profiles-')), AUTH_RATE_LIMIT_PER_IP: 1000 },
  });
  let n = 0;
  const account = async (password = 'family passphrase') =>
    register(origin.app, `household.${(n += 1)}.${Date.now()}@example.com`, password);
  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> =>
    origin.app.inject({ method, url, headers: { cookie, 'x-forwarded-for': freshIp() }, payload });
  const list = async (cookie: string) => (await call(cookie, 'GET', '/api/v2/secured/profiles')).json().data;
  const add = async (cookie: string, body: object) => call(cookie, 'POST', '/api/v2/secured/profiles', body);
  const select = (cookie: string, id: string, pin?: string) =>
    call(cookie, 'POST', `/api/v2/secured/profiles/${id}/select`, pin ? { pin } : {});
  /** The clock past the fresh sign-in window: changes that need the account holder now ask the password. */
  const later = () => (clock.now += REAUTH_WINDOW_MS + 1000);
  const film = async () => ({ id: (await freeFilmContents(origin.database))[0] });

  it('makes every account with its first profile, the primary one, named after its holder', async () => {
    const cookie = await account();
    const data = await list(cookie);
    expect(data.profiles).toEqual([expect.objectContaining({ primary: true, kids: false, maturity: 'A', locked: false })]);
    expect(data).toMatchObject({ current: data.profiles[0].id, chosen: false, pin_to_add: false });
    const me = (await call(cookie, 'GET', '/api/v2/secured/user/profile')).json().data;
    expect(me.watching).toMatchObject({ id: data.profiles[0].id, primary: true });
    expect(me.watching_chosen).toBe(false);
  });

  it('holds an account to five profiles with names of their own, and a kids one to U or UA', async () => {
    const cookie = await account();
    for (const name of ['Ravi', 'Meera', 'Kabir', 'Zoya']) expect((await add(cookie, { name, avatar: 'kite' })).statusCode).toBe(201);
    const sixth = await add(cookie, { name: 'Dadi' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('An account can have up to 5 profiles.');
    expect((await list(cookie)).profiles).toHaveLength(5);

    const other = await account();
    const taken = await add(other, { name: 'ravi' });
    expect(taken.statusCode).toBe(201);
    expect((await add(other, { name: 'RAVI' })).json().message).toBe('A profile with this name already exists.');
    const grownUp = await add(other, { name: 'Tara', kids: true, maturity: 'U/A 16+' });
    expect(grownUp.statusCode).toBe(400);
    expect(grownUp.json().message).toBe('A kids profile can only be shown titles rated U or UA.');
    expect((await add(other, { name: 'Tara', kids: true })).json().data).toMatchObject({ kids: true, maturity: 'UA' });
  });

  it('keeps five even when profiles are added at once', async () => {
    const cookie = await account();
    const answers = await Promise.all(['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name) => add(cookie, { name })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    expect((await list(cookie)).profiles).toHaveLength(5);
  });

  it("gives each profile its own continue watching: the session's chosen profile is who is asking", async () => {
    const cookie = await account();
    const ravi = (await add(cookie, { name: 'Ravi' })).json().data;
    const { id: contentId } = await film();
    expect((await call(cookie, 'PUT', `/api/v2/secured/user/progress/${contentId}`, { position: 300, duration: 3600 })).statusCode).toBe(
      200,
    );
    const watching = async () =>
      (await call(cookie, 'GET', '/api/v2/secured/user/continue-watching'))
        .json()
        .data.map((item: { content_id?: number }) => item.content_id ?? item);
    expect(await watching()).toHaveLength(1);

    expect((await select(cookie, ravi.id)).statusCode).toBe(200);
    expect(await list(cookie)).toMatchObject({ current: ravi.id, chosen: true });
    expect(await watching()).toEqual([]);
  });

  it('locks a profile with a PIN: asked when chosen, five wrong ones lock it for 15 minutes', async () => {
    const cookie = await account();
    const parent = (await list(cookie)).profiles[0];
    const kid = (await add(cookie, { name: 'Chintu', kids: true })).json().data;
    expect((await call(cookie, 'PUT', `/api/v2/secured/profiles/${parent.id}/pin`, { pin: '2468' })).statusCode).toBe(200);
    expect((await list(cookie)).profiles[0].locked).toBe(true);
    const stored = await origin.database.db.select({ pinHash: profiles.pinHash }).from(profiles).where(eq(profiles.id, parent.id));
    expect(stored[0].pinHash).toMatch(/^\$argon2id\$/);

    await select(cookie, kid.id);
    const asked = await select(cookie, parent.id);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ status_code: 'PIN_REQUIRED', message: 'Please enter this profile’s PIN.' });
    const wrong = await select(cookie, parent.id, '0000');
    expect(wrong.json().message).toBe('Wrong PIN. 4 tries left.');
    for (const pin of ['1111', '2222', '3333']) await select(cookie, parent.id, pin);
    const fifth = await select(cookie, parent.id, '4444');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong PINs. Please try again in 15 minutes.');
    // locked: even the right PIN waits
    expect((await select(cookie, parent.id, '2468')).statusCode).toBe(429);
    expect((await list(cookie)).current).toBe(kid.id);
    clock.now += 15 * 60_000 + 1000;
    expect((await select(cookie, parent.id, '2468')).statusCode).toBe(200);
    expect((await list(cookie)).current).toBe(parent.id);
  });

  it('counts PIN tries made at once: no more than five are checked before the lock', async () => {
    const cookie = await account();
    const parent = (await list(cookie)).profiles[0];
    const kid = (await add(cookie, { name: 'Munna', kids: true })).json().data;
    await call(cookie, 'PUT', `/api/v2/secured/profiles/${parent.id}/pin`, { pin: '9753' });
    await select(cookie, kid.id);
    const guesses = Array.from({ length: 12 }, (_, i) => String(1000 + i));
    const answers = await Promise.all([...guesses, '9753'].map((pin) => select(cookie, parent.id, pin)));
    const checked = answers.filter((answer) => answer.statusCode === 403 || answer.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(8);
  });

  it("keeps a kids profile from changing profiles, and asks the account's password for a ceiling or a PIN's removal", async () => {
    const cookie = await account('our secret words');
    const parent = (await list(cookie)).profiles[0];
    const kid = (await add(cookie, { name: 'Pinky', kids: true })).json().data;
    await call(cookie, 'PUT', `/api/v2/secured/profiles/${parent.id}/pin`, { pin: '1357' });

    later();
    const ceiling = await call(cookie, 'PATCH', `/api/v2/secured/profiles/${kid.id}`, { maturity: 'U' });
    expect(ceiling.json()).toMatchObject({
      status_code: 'REAUTH_REQUIRED',
      message: 'Please enter your account password to make this change.',
    });
    expect((await call(cookie, 'PATCH', `/api/v2/secured/profiles/${kid.id}`, { maturity: 'U', password: 'guess' })).json().message).toBe(
      'The password is not correct.',
    );
    expect(
      (await call(cookie, 'PATCH', `/api/v2/secured/profiles/${kid.id}`, { maturity: 'U', password: 'our secret words' })).json().data
        .maturity,
    ).toBe('U');
    // a rename needs nothing more
    expect((await call(cookie, 'PATCH', `/api/v2/secured/profiles/${kid.id}`, { name: 'Pinku' })).statusCode).toBe(200);
    expect(
      (await call(cookie, 'PATCH', `/api/v2/secured/profiles/${parent.id}`, { kids: true, password: 'our secret words' })).json().message,
    ).toBe('The account holder’s profile cannot be a kids profile.');

    // from the kids profile: nothing changes, and the grown-ups' PIN cannot be removed
    await select(cookie, kid.id);
    for (const [method, url, body] of [
      ['POST', '/api/v2/secured/profiles', { name: 'Sneaky' }],
      ['PATCH', `/api/v2/secured/profiles/${kid.id}`, { maturity: 'UA', password: 'our secret words' }],
      ['DELETE', `/api/v2/secured/profiles/${parent.id}/pin`, { password: 'our secret words' }],
      ['PUT', '/api/v2/secured/profiles/settings', { pin_to_add: false, password: 'our secret words' }],
    ] as const) {
      const refused = await call(cookie, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status_code).toBe('KIDS_PROFILE');
    }

    // a forgotten PIN: the account's password removes it (after signing in again on the parent's profile)
    const forgotten = await call(cookie, 'DELETE', `/api/v2/secured/profiles/${parent.id}/pin`, { password: 'our secret words' });
    expect(forgotten.statusCode).toBe(403);
    await select(cookie, parent.id, '1357');
    expect((await call(cookie, 'DELETE', `/api/v2/secured/profiles/${parent.id}/pin`, {})).json().status_code).toBe('REAUTH_REQUIRED');
    expect(
      (await call(cookie, 'DELETE', `/api/v2/secured/profiles/${parent.id}/pin`, { password: 'our secret words' })).json().data.locked,
    ).toBe(false);
  });

  it('asks the primary PIN before a profile is added when the account holder turns it on', async () => {
    const cookie = await account('household words');
    const parent = (await list(cookie)).profiles[0];
    await call(cookie, 'PUT', `/api/v2/secured/profiles/${parent.id}/pin`, { pin: '8642' });
    expect(
      (await call(cookie, 'PUT', '/api/v2/secured/profiles/settings', { pin_to_add: true, password: 'household words' })).statusCode,
    ).toBe(200);
    expect((await list(cookie)).pin_to_add).toBe(true);
    const asked = await add(cookie, { name: 'Guest' });
    expect(asked.json()).toMatchObject({
      status_code: 'PIN_REQUIRED',
      message: 'Please enter the PIN of the account holder’s profile to add a profile.',
    });
    expect((await add(cookie, { name: 'Guest', pin: '8642' })).statusCode).toBe(201);
  });

  it('removes a profile with its history and lists, never the primary one, and leaves its sessions to choose again', async () => {
    const cookie = await account();
    const parent = (await list(cookie)).profiles[0];
    const ravi = (await add(cookie, { name: 'Ravi' })).json().data;
    await select(cookie, ravi.id);
    const { id: contentId } = await film();
    await call(cookie, 'PUT', `/api/v2/secured/user/progress/${contentId}`, { position: 120, duration: 3600 });
    expect(await origin.database.db.select().from(playbackProgress).where(eq(playbackProgress.profileId, ravi.id))).toHaveLength(1);

    const kept = await call(cookie, 'DELETE', `/api/v2/secured/profiles/${parent.id}`);
    expect(kept.json(), kept.body).toMatchObject({ status_code: 'PRIMARY_PROFILE' });
    expect((await call(cookie, 'DELETE', `/api/v2/secured/profiles/${ravi.id}`)).statusCode).toBe(200);
    expect(await origin.database.db.select().from(playbackProgress).where(eq(playbackProgress.profileId, ravi.id))).toEqual([]);
    expect(await list(cookie)).toMatchObject({ current: parent.id, chosen: false });
  });

  it("never lets one account choose, read or change another account's profile", async () => {
    const owner = await account();
    const victim = (await add(owner, { name: 'Private' })).json().data;
    const ownerPrimary = (await list(owner)).profiles[0];
    const intruder = await account();
    const calls: Array<[Parameters<typeof call>[1], string, object | undefined]> = [
      ['POST', `/api/v2/secured/profiles/${victim.id}/select`, {}],
      ['PATCH', `/api/v2/secured/profiles/${victim.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/v2/secured/profiles/${victim.id}`, {}],
      ['PUT', `/api/v2/secured/profiles/${victim.id}/pin`, { pin: '1234' }],
      ['DELETE', `/api/v2/secured/profiles/${victim.id}/pin`, {}],
      ['DELETE', `/api/v2/secured/profiles/${ownerPrimary.id}`, {}],
      ['POST', `/api/v2/secured/profiles/${ownerPrimary.id}/select`, {}],
    ];
    for (const [method, url, body] of calls) {
      const answer = await call(intruder, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().message).toBe('This profile was not found.');
    }
    expect((await list(intruder)).profiles.map((profile: { id: string }) => profile.id)).not.toContain(victim.id);
    // nothing changed on the owner's side
    expect((await list(owner)).profiles).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: victim.id, name: 'Private', locked: false })]),
    );
    // and the database itself refuses a session on another account's profile
    const [intruderSession] = await origin.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.id, (await call(intruder, 'GET', '/api/v2/secured/user/profile')).json().data.uuid));
    await expect(
      origin.database.db.update(sessions).set({ profileId: victim.id }).where(eq(sessions.id, intruderSession.id)),
    ).rejects.toThrow();
  });

  it('starts a TV on the profile that allowed it; the TV may then choose another with its PIN', async () => {
    const cookie = await account();
    const parent = (await list(cookie)).profiles[0];
    const kid = (await add(cookie, { name: 'Golu', kids: true })).json().data;
    await call(cookie, 'PUT', `/api/v2/secured/profiles/${parent.id}/pin`, { pin: '5150' });
    await select(cookie, kid.id);

    const codes = (
      await post(origin.app, '/api/v2/device/authorize', { device_name: 'Living room TV' }, { 'x-forwarded-for': freshIp() })
    ).json();
    expect((await call(cookie, 'POST', '/api/v2/secured/device/approve', { user_code: codes.user_code })).statusCode).toBe(200);
    clock.now += 10_000;
    const token = (
      await origin.app.inject({
        method: 'POST',
        url: '/api/v2/device/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: GRANT, device_code: codes.device_code }).toString(),
      })
    ).json().access_token;
    const tv = (method: 'GET' | 'POST', url: string, payload?: object) =>
      origin.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    expect((await tv('GET', '/api/v2/secured/profiles')).json().data.current).toBe(kid.id);
    expect((await tv('POST', `/api/v2/secured/profiles/${parent.id}/select`, {})).json().status_code).toBe('PIN_REQUIRED');
    expect((await tv('POST', `/api/v2/secured/profiles/${parent.id}/select`, { pin: '5150' })).statusCode).toBe(200);
    expect((await tv('GET', '/api/v2/secured/profiles')).json().data.current).toBe(parent.id);
  });

  it('names who is watching on each screen when the plan has none free', async () => {
    const cookie = await account();
    const ravi = (await add(cookie, { name: 'Ravi' })).json().data;
    const second = cookieHeader(
      await post(
        origin.app,
        '/api/v1/auth/users/login',
        { email: (await call(cookie, 'GET', '/api/v2/secured/user/profile')).json().data.email, password: 'family passphrase' },
        { 'x-forwarded-for': freshIp() },
      ),
    );
    await select(second, ravi.id);
    const { id: contentId } = await film();
    const play = (as: string) => call(as, 'GET', `/api/v2/catalog/profiles/0.1/${contentId}`);
    expect((await play(second)).statusCode).toBe(200);
    const refused = await play(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().streams).toEqual([expect.objectContaining({ profile_name: 'Ravi' })]);
  });

  it('goes with the account: deleting it removes every profile', async () => {
    const cookie = await account();
    await add(cookie, { name: 'Ravi' });
    const userId = (await call(cookie, 'GET', '/api/v2/secured/user/profile')).json().data.uuid;
    await origin.database.db.delete(users).where(eq(users.id, userId));
    expect(await origin.database.db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await origin.app.inject({ method: 'GET', url: '/api/v2/secured/profiles' })).statusCode).toBe(401);
  });

  // issue 50: each profile its own languages, for the interface, the dub and the subtitles
  it("keeps each profile's languages, lets a kids profile choose its own, and refuses a language the catalogue lacks", async () => {
    const cookie = await account();
    const { current } = await list(cookie);
    const chosen = await call(cookie, 'PATCH', `/api/v2/secured/profiles/${current}`, {
      language: 'ta',
      audio_language: 'tam',
      subtitle_language: 'eng',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ language: 'ta', audio_language: 'tam', subtitle_language: 'eng' });
    const me = (await call(cookie, 'GET', '/api/v2/secured/user/profile')).json().data;
    expect(me.watching).toMatchObject({ language: 'ta', audio_language: 'tam' });

    const unknown = await call(cookie, 'PATCH', `/api/v2/secured/profiles/${current}`, { audio_language: 'xyz' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose one of the listed languages.');
    expect((await call(cookie, 'PATCH', `/api/v2/secured/profiles/${current}`, { language: 'fr' })).statusCode).toBe(400);
    // null clears a choice
    const cleared = await call(cookie, 'PATCH', `/api/v2/secured/profiles/${current}`, { subtitle_language: null });
    expect(cleared.json().data).toMatchObject({ language: 'ta', subtitle_language: null });
    // a profile is added with its languages, in the one call
    const meera = await add(cookie, { name: 'Meera', language: 'bn', audio_language: 'ben', subtitle_language: 'eng' });
    expect(meera.statusCode).toBe(201);
    expect(meera.json().data).toMatchObject({ language: 'bn', audio_language: 'ben', subtitle_language: 'eng' });
    // a new profile in a language the catalogue lacks is refused in the same words, and not added
    const before = (await list(cookie)).profiles.length;
    const refused = await add(cookie, { name: 'Ravi', audio_language: 'xyz' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please choose one of the listed languages.');
    expect((await list(cookie)).profiles).toHaveLength(before);

    const kid = (await add(cookie, { name: 'Chintu', kids: true })).json().data;
    await select(cookie, kid.id);
    const own = await call(cookie, 'PATCH', `/api/v2/secured/profiles/${kid.id}`, { language: 'hi' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.language).toBe('hi');
    // but not another profile's, nor anything else of its own
    expect((await call(cookie, 'PATCH', `/api/v2/secured/profiles/${current}`, { language: 'hi' })).statusCode).toBe(403);
    expect((await call(cookie, 'PATCH', `/api/v2/secured/profiles/${kid.id}`, { language: 'hi', name: 'Boss' })).statusCode).toBe(403);
  });

  it("holds the database to the contract's interface languages", async () => {
    const cookie = await account();
    const { current } = await list(cookie);
    const { LOCALES } = await import('@/contract/locales');
    for (const language of LOCALES) {
      await origin.database.db.update(profiles).set({ language }).where(eq(profiles.id, current));
    }
    await expect(origin.database.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, current))).rejects.toThrow();
  });
});

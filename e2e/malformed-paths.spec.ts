import { expect, test } from '@playwright/test';

// A call or media address whose percent-encoding is broken (a lone '%', a cut UTF-8 sequence) is
// refused by the web app as the origin refuses it: 400 in the error envelope, not a bare 500.

for (const path of ['/api/v1/%E0%A4%A', '/api/v2/catalog/playlists-all%', '/media/s/token/video/set-1/%E0%A4%A.m3u8']) {
  test(`the web app answers ${path} 400 in the error envelope`, async ({ request }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      status: 'error',
      message: 'This address is not valid: it has a broken percent-encoding.',
      request_id: answer.headers()['x-request-id'],
    });
  });
}

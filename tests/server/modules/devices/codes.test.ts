import { formatUserCode, normaliseUserCode, USER_CODE_ALPHABET } from '@/contract/device-codes';
import { newUserCode } from '@/server/modules/devices/devices.service';

// User codes (issue 15, RFC 8628 §6.1): read off a TV, typed on a phone.

describe('user codes', () => {
  it('are 8 characters with no look-alikes (0/O, 1/I/L)', () => {
    expect(USER_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    const drawn = Array.from({ length: 2000 }, newUserCode);
    for (const code of drawn) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    // every character of the alphabet turns up: the draw is not skewed to a few
    expect(new Set(drawn.join(''))).toEqual(new Set(USER_CODE_ALPHABET));
  });

  it('show as XXXX-XXXX', () => {
    expect(formatUserCode('WDJBMJHT')).toBe('WDJB-MJHT');
  });

  it.each([
    ['WDJB-MJHT', 'WDJBMJHT'],
    ['wdjbmjht', 'WDJBMJHT'],
    [' wdjb mjht ', 'WDJBMJHT'],
    ['wdjb-mjh', null],
    ['WDJB-MJHT2', null],
    ['WDJB-MJH0', null],
    ['WDJB-MJHI', null],
  ])('%j is taken as %j', (typed, code) => {
    expect(normaliseUserCode(typed)).toBe(code);
  });
});

import type { Profile } from '@/contract/schemas/profiles';

// A household (issue 49): the account holder, a grown-up with a PIN and a kids profile.

export const asha: Profile = {
  id: 'p-asha',
  name: 'Asha',
  avatar: 'peacock',
  kids: false,
  maturity: 'A',
  locked: false,
  primary: true,
  language: null,
  audio_language: null,
  subtitle_language: null,
};
export const ravi: Profile = {
  id: 'p-ravi',
  name: 'Ravi',
  avatar: 'tiger',
  kids: false,
  maturity: 'A',
  locked: true,
  primary: false,
  language: null,
  audio_language: null,
  subtitle_language: null,
};
export const chintu: Profile = {
  id: 'p-chintu',
  name: 'Chintu',
  avatar: 'kite',
  kids: true,
  maturity: 'UA',
  locked: false,
  primary: false,
  language: null,
  audio_language: null,
  subtitle_language: null,
};

/** The origin's error envelope as axios rejects with it. */
export function originRefusal(status: number, statusCode: string, message: string) {
  return Object.assign(new Error(message), {
    response: { status, data: { status: 'error', message, status_code: statusCode, request_id: 'r' } },
  });
}

/** Stubs window.location so that full page loads (location.assign) can be read. */
export function stubLocation(href = 'http://localhost/') {
  const assign = vi.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...original,
      href,
      protocol: 'http:',
      pathname: new URL(href).pathname,
      search: new URL(href).search,
      hash: '',
      origin: 'http://localhost',
      assign,
    },
  });
  return { assign, restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }) };
}

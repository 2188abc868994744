import { describe, expect, it } from 'vitest';
import { FIXED_REDIRECTS, ROUTES, fixedRedirect, guardDecision, matchRoute } from '@/lib/routes';
import { ROUTE_CHROME, routeChrome } from '@/lib/route-chrome';

// spec 001 §2 "Route table": one sample address per row, and the row it must reach.
const SAMPLES: Array<[sample: string, pattern: string]> = [
  ['/', '/'],
  ['/movies', '/movies'],
  ['/quickie', '/quickie'],
  ['/originals', '/originals'],
  ['/myt', '/myt'],
  ['/mtnaf', '/mtnaf'],
  ['/bd', '/bd'],
  ['/rewards', '/rewards'],
  ['/movies/languages/hindi/anything', '/movies/languages/*'],
  ['/movies/genres/12/drama', '/movies/genres/*'],
  ['/movies/mostpopular/this-week', '/movies/mostpopular/*'],
  ['/thankyou', '/thankyou'],
  ['/payment-status', '/payment-status'],
  ['/renewal-status', '/renewal-status'],
  ['/subscription-pending', '/subscription-pending'],
  ['/subscription-failed', '/subscription-failed'],
  ['/movie/watch/10/dhoom/2000/dhoom-full', '/movie/watch/:assetId/:assetSlug/:contentId?/:contentSlug?'],
  ['/tv', '/tv'],
  ['/tv/live', '/tv/live'],
  ['/tv/provider/7/live', '/tv/provider/:providerId?/live'],
  ['/tv/provider/fashiontv', '/tv/provider/:providerCode(fashiontv|adt10)'],
  ['/tv/provider/7', '/tv/provider/:providerId'],
  ['/tv/watch/5/family-show/1/501/pilot', '/tv/watch/:assetId/:assetSlug/:seasonId(\\d+)?/:contentId(\\d+)?/:contentSlug?'],
  ['/originals/genre/3/thriller', '/originals/genre/:genreId/:genreSlug'],
  ['/original/watch/8/the-show/81/episode-1', '/original/watch/:assetId/:assetSlug/:contentId/:contentSlug'],
  ['/original/watch/8/the-show', '/original/watch/:assetId/:assetSlug'],
  ['/music', '/music'],
  ['/music/watch/4/album/41/track', '/music/watch/:assetId/:assetSlug/:contentId/:contentSlug'],
  ['/music/genres', '/music/genres'],
  ['/music/video-genres', '/music/video-genres'],
  ['/music/genres/2/sufi', '/music/genres/:genreId?/:genreSlug?'],
  ['/music/video', '/music/video'],
  ['/music/top-charts', '/music/top-charts'],
  ['/music/top-charts/1/top-20', '/music/top-charts/:chartId/:chartName'],
  ['/music/mixes', '/music/mixes'],
  ['/music/mixes/3/party', '/music/mixes/:assetId?/:assetSlug?'],
  ['/music/playlist/9/sets', '/music/playlist/:playlistId/sets'],
  ['/music/video-mixes', '/music/video-mixes'],
  ['/music/video-mixes/details/4/dance', '/music/video-mixes/details/:playlistId?/:playlistSlug?'],
  ['/music/explore', '/music/explore'],
  ['/music/album/4/album', '/music/album/:assetId?/:assetSlug?'],
  ['/music/album-collections', '/music/album-collections'],
  ['/music/video-new-on-eros', '/music/video-new-on-eros'],
  ['/music/new_on_eros', '/music/new_on_eros'],
  ['/music/new_on_eros/fresh/12', '/music/new_on_eros/:playlistTitle/:playlistId'],
  ['/music/video-top-charts', '/music/video-top-charts'],
  ['/music/video-genres/mood/6', '/music/video-genres/:genreType/:genreId'],
  ['/playlist/12/best-of-90s', '/playlist/:playlistId/:playlistTitle'],
  ['/search', '/search'],
  ['/search/movie/dhoom', '/search/:entityType/:searchSlug'],
  ['/people/actor/aamir', '/people/:entityType/:searchSlug'],
  ['/people/aamir-khan', '/people/:personSlug'],
  ['/stars', '/stars'],
  ['/star/aamir-khan/33/movies', '/star/:assetName/:assetId/:activeTab?'],
  ['/star/aamir-khan/33/photos/1', '/star/:assetName/:assetId/:activeTab/:detailType'],
  ['/termsofuse', '/termsofuse'],
  ['/mobile_terms_of_use', '/mobile_terms_of_use'],
  ['/mobile_faq', '/mobile_faq'],
  ['/devices', '/devices'],
  ['/about_us', '/about_us'],
  ['/privacypolicy', '/privacypolicy'],
  ['/mobile_privacy_policy', '/mobile_privacy_policy'],
  ['/caution_notice', '/caution_notice'],
  ['/baoffer', '/baoffer'],
  ['/helpcenter', '/helpcenter'],
  ['/getting_started', '/getting_started'],
  ['/help_account', '/help_account'],
  ['/help_subscription', '/help_subscription'],
  ['/help_features', '/help_features'],
  ['/help_support', '/help_support'],
  ['/help_troubleshooting', '/help_troubleshooting'],
  ['/help_mzaalo', '/help_mzaalo'],
  ['/contact', '/contact'],
  ['/account', '/account'],
  ['/account/watchlist', '/account/:section(watchlist|favourites|playlists)'],
  ['/deleteuser', '/deleteuser'],
  ['/myprofile', '/myprofile'],
  ['/profiles', '/profiles'],
  ['/profiles/manage', '/profiles/manage'],
  ['/downloads', '/downloads'],
  ['/app-shell', '/app-shell'],
  ['/u/asha-1', '/u/:userSlug'],
  ['/login', '/login'],
  ['/set-password', '/set-password'],
  ['/reset-password', '/reset-password'],
  ['/purchase', '/purchase'],
  ['/payment', '/payment'],
  ['/payment/pmt', '/payment/pmt'],
  ['/payment/simpaisa', '/payment/simpaisa'],
  ['/gift', '/gift'],
  ['/vin-payment', '/vin-payment'],
  ['/activate', '/activate'],
  ['/appletv', '/appletv'],
  ['/activation-success', '/activation-success'],
  ['/account-link', '/account-link'],
];

describe('route table', () => {
  it('has a sample for every row', () => {
    expect(new Set(SAMPLES.map(([, pattern]) => pattern))).toEqual(new Set(ROUTES.map((route) => route.path)));
  });

  it.each(SAMPLES)('%s reaches %s', (sample, pattern) => {
    expect(matchRoute(sample)?.route.path).toBe(pattern);
  });

  it.each([
    ['/movie/watch/10/dhoom', { assetId: '10', assetSlug: 'dhoom', contentId: undefined, contentSlug: undefined }],
    ['/tv/watch/5/show', { assetId: '5', assetSlug: 'show', seasonId: undefined, contentId: undefined, contentSlug: undefined }],
    ['/tv/watch/5/show/1/501/pilot', { assetId: '5', assetSlug: 'show', seasonId: '1', contentId: '501', contentSlug: 'pilot' }],
    ['/tv/provider/live', { providerId: undefined }],
    ['/movies/mostpopular', { '*': undefined }],
    ['/movies/mostpopular/a/b', { '*': 'a/b' }],
    ['/people/%E0%A4%86%E0%A4%AE%E0%A4%BF%E0%A4%B0', { personSlug: 'आमिर' }],
    ['/music/genres/', {}],
  ])('%s gives its parameters', (sample, params) => {
    expect(matchRoute(sample)?.params).toEqual(params);
  });

  it('tv season and content ids take digits only', () => {
    expect(matchRoute('/tv/watch/5/show/s1')?.params).toMatchObject({ seasonId: undefined, contentId: undefined, contentSlug: 's1' });
    expect(matchRoute('/tv/watch/5/show/s1/e2/pilot')).toBeNull();
  });

  it.each(['/nowhere', '/movie/watch/10', '/ACTIVATE', '/Activate', '/original/watch/8', '/music/playlist/9', '/u'])(
    '%s is not a route (not-found page)',
    (sample) => {
      expect(matchRoute(sample)).toBeNull();
    },
  );

  it.each([
    ['/rewards', 'withoutShell', true],
    ['/myt', 'withoutShell', true],
    ['/mtnaf', 'withoutShell', true],
    ['/bd', 'withoutShell', true],
    ['/payment-status', 'withoutShell', true],
    ['/mobile_terms_of_use', 'withoutShell', true],
    ['/mobile_faq', 'withoutShell', true],
    ['/mobile_privacy_policy', 'withoutShell', true],
    ['/baoffer', 'withoutShell', true],
    ['/termsofuse', 'withoutShell', false],
    ['/', 'withoutShell', false],
    ['/rewards', 'authReq', true],
    ['/account', 'authReq', true],
    ['/myprofile', 'authReq', true],
    ['/profiles', 'authReq', true],
    ['/profiles/manage', 'authReq', true],
    ['/downloads', 'authReq', true],
    ['/payment', 'authReq', true],
    ['/payment/pmt', 'authReq', true],
    ['/payment/simpaisa', 'authReq', true],
    ['/account-link', 'authReq', true],
    ['/account/watchlist', 'authReq', true],
    ['/account/favourites', 'authReq', true],
    ['/account/playlists', 'authReq', true],
    ['/u/asha', 'authReq', false],
    ['/deleteuser', 'authReq', false],
    ['/purchase', 'authReq', false],
    ['/login', 'redirectIfLoggedIn', true],
    ['/set-password', 'redirectIfLoggedIn', true],
    ['/reset-password', 'redirectIfLoggedIn', false],
    ['/purchase', 'redirectIfSubscribed', true],
    ['/payment', 'redirectIfSubscribed', true],
    ['/payment/pmt', 'redirectIfSubscribed', true],
    ['/payment/simpaisa', 'redirectIfSubscribed', true],
    ['/purchase', 'showUserChangeModal', true],
    ['/activate', 'showUserChangeModal', true],
    ['/appletv', 'showUserChangeModal', true],
    ['/login', 'showUserChangeModal', false],
  ] as const)('%s has %s = %s', (sample, flag, value) => {
    expect(matchRoute(sample)?.route[flag]).toBe(value);
  });

  it.each([
    ['/payment', '/purchase'],
    ['/payment/pmt', '/purchase'],
    ['/payment/simpaisa', '/purchase'],
    ['/set-password', undefined],
  ])('%s has the redirect path %s', (sample, redirectPath) => {
    expect(matchRoute(sample)?.route.redirectPath).toBe(redirectPath);
  });
});

describe('the header flags of a route (lib/route-chrome.ts)', () => {
  it.each([
    ['/set-password', 'Setup password', false],
    ['/reset-password', 'Reset password', false],
    ['/purchase', 'Choose your plan', true],
    ['/purchase/', 'Choose your plan', true],
    ['/payment', 'Payment', false],
    ['/payment/pmt', 'Pay by Card', false],
    ['/payment/simpaisa', 'Pay by Sim', false],
    ['/gift', 'Gift Premium', false],
  ])('%s shows the back button with the heading %s (Skip: %s)', (sample, heading, skip) => {
    expect(routeChrome(sample)).toEqual({ heading, showBackBtn: true, showSkipBtn: skip });
  });

  it.each(['/', '/movies', '/PURCHASE', '/payment/other', '/login'])('%s shows neither', (sample) => {
    expect(routeChrome(sample)).toEqual({ showBackBtn: false, showSkipBtn: false });
  });

  it('names only rows of the route table, by their exact path', () => {
    for (const path of Object.keys(ROUTE_CHROME)) expect(matchRoute(path)?.route.path).toBe(path);
  });
});

describe('fixed redirects', () => {
  it.each([
    ['/home', '/'],
    ['/welcome', '/'],
    ['/undefined', '/'],
    ['/contest', '/'],
    ['/movies/explore', '/movies/mostpopular'],
    ['/movies/free', '/movies'],
    ['/subscribe', '/purchase'],
    ['/subscription', '/purchase'],
    ['/products/subscription', '/purchase'],
    ['/ACTIVATE', '/activate'],
  ])('%s leads to %s', (from, to) => {
    expect(fixedRedirect(from)).toBe(to);
    expect(fixedRedirect(`${from}/`)).toBe(to);
  });

  it('covers every fixed row', () => {
    expect(Object.keys(FIXED_REDIRECTS)).toHaveLength(10);
  });

  it.each(['/', '/activate', '/movies', '/purchase', '/Activate'])('%s is not redirected', (path) => {
    expect(fixedRedirect(path)).toBeNull();
  });
});

describe('guardDecision', () => {
  const anonymous = { signedIn: false, subscribed: false };
  const basic = { signedIn: true, subscribed: false };
  const premium = { signedIn: true, subscribed: true };

  it.each([
    ['/account', anonymous, '/'],
    ['/myprofile', anonymous, '/'],
    ['/profiles', anonymous, '/'],
    ['/profiles/manage', anonymous, '/'],
    ['/rewards', anonymous, '/'],
    ['/account-link', anonymous, '/'],
    ['/payment', anonymous, '/purchase'],
    ['/payment/pmt', anonymous, '/purchase'],
    ['/payment/simpaisa', anonymous, '/purchase'],
    ['/account', basic, undefined],
    ['/login', basic, '/'],
    ['/set-password', premium, '/'],
    ['/login', anonymous, undefined],
    ['/purchase', anonymous, undefined],
    ['/purchase', basic, undefined],
    ['/purchase', premium, '/'],
    ['/payment', premium, '/purchase'],
    ['/payment/pmt', premium, '/purchase'],
    // a gift is for someone else: open to every signed-in user, premium too
    ['/gift', anonymous, '/'],
    ['/gift', premium, undefined],
    ['/', anonymous, undefined],
    ['/nowhere', anonymous, undefined],
  ])('%s for %o redirects to %s', (pathname, who, redirect) => {
    expect(guardDecision({ pathname, search: '', ...who }).redirect).toBe(redirect);
  });

  // a payment page pays for a chosen plan: without one (pr) it is chosen at /purchase first
  it.each([
    ['/payment', '?pr=1000003', undefined],
    ['/payment/pmt', '?pr=1000003&vou=WELCOME20', undefined],
    ['/bd', '?pr=1000016', undefined],
    ['/vin-payment', '?pr=1000016', undefined],
    ['/payment', '', '/purchase'],
    ['/payment/pmt', '?vou=WELCOME20', '/purchase?vou=WELCOME20'],
    ['/payment/simpaisa', '?pr=', '/purchase'],
    ['/bd', '', '/purchase'],
    ['/bd', '?pr=gold', '/purchase?pr=gold'],
    ['/vin-payment', '?utm_source=x', '/purchase'],
  ])('%s%s for a signed-in basic user redirects to %s', (pathname, search, redirect) => {
    expect(guardDecision({ pathname, search, ...basic }).redirect).toBe(redirect);
  });

  it.each(['/bd', '/vin-payment'])(
    '%s, a payment page, sends a visitor who is not signed in and a premium user to /purchase',
    (pathname) => {
      expect(guardDecision({ pathname, search: '?pr=1000016', ...anonymous }).redirect).toBe('/purchase?pr=1000016');
      expect(guardDecision({ pathname, search: '?pr=1000016', ...premium }).redirect).toBe('/purchase?pr=1000016');
    },
  );

  it('keeps the chosen plan and voucher when a payment page sends a visitor to /purchase', () => {
    expect(
      guardDecision({ pathname: '/payment', search: '?pr=1000003&vou=WELCOME20&utm_source=x', signedIn: false, subscribed: false })
        .redirect,
    ).toBe('/purchase?pr=1000003&vou=WELCOME20');
    expect(guardDecision({ pathname: '/payment/pmt', search: '?pr=1000016', signedIn: false, subscribed: false }).redirect).toBe(
      '/purchase?pr=1000016',
    );
    expect(guardDecision({ pathname: '/account', search: '?pr=1000003', signedIn: false, subscribed: false }).redirect).toBe('/');
  });

  it.each([
    ['/myt', '', true],
    ['/payment-status', '', true],
    ['/movies', '', false],
    ['/movies', '?withoutShell=true', true],
    ['/movies', 'withoutShell', true],
    ['/movies', '?a=1&withoutShell=1', true],
    ['/movies', '?withoutShell=false', false],
    ['/nowhere', '?withoutShell=1', true],
  ])('%s with %s renders without the shell: %s', (pathname, search, withoutShell) => {
    expect(guardDecision({ pathname, search, signedIn: false, subscribed: false }).withoutShell).toBe(withoutShell);
  });
});

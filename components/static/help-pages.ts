import type { StaticPageContent } from './static-page';

// The Help Center and its topics, the devices page and the app FAQ: their texts are in the
// support catalogue, under each page's key.

export const HELP_TOPICS = [
  { href: '/getting_started', label: 'helpTopics.gettingStarted' },
  { href: '/help_account', label: 'helpTopics.account' },
  { href: '/help_subscription', label: 'helpTopics.subscription' },
  { href: '/help_features', label: 'helpTopics.features' },
  { href: '/help_troubleshooting', label: 'helpTopics.troubleshooting' },
  { href: '/help_mzaalo', label: 'helpTopics.mzaalo' },
  { href: '/help_support', label: 'helpTopics.support' },
];

export const HELP_CENTER: StaticPageContent = {
  key: 'helpCenter',
  sections: [
    { key: 'topics', paragraphs: 1, links: HELP_TOPICS },
    { key: 'popular', paragraphs: 3 },
  ],
};

export const GETTING_STARTED: StaticPageContent = {
  key: 'gettingStarted',
  sections: [
    { key: 'signUp', id: 'sign-up', paragraphs: 1 },
    { key: 'plan', paragraphs: 1 },
    { key: 'watch', paragraphs: 1 },
  ],
};

export const HELP_ACCOUNT: StaticPageContent = {
  key: 'helpAccount',
  sections: [
    { key: 'signIn', id: 'sign-in', paragraphs: 1 },
    { key: 'password', paragraphs: 1 },
    { key: 'profile', paragraphs: 1 },
    { key: 'delete', paragraphs: 1 },
  ],
};

export const HELP_SUBSCRIPTION: StaticPageContent = {
  key: 'helpSubscription',
  sections: [
    { key: 'plans', paragraphs: 1 },
    { key: 'billing', paragraphs: 1 },
    { key: 'methods', paragraphs: 1 },
    { key: 'promo', paragraphs: 1 },
    { key: 'cancel', paragraphs: 1 },
  ],
};

export const HELP_FEATURES: StaticPageContent = {
  key: 'helpFeatures',
  sections: [
    { key: 'watchlist', paragraphs: 1 },
    { key: 'playlists', paragraphs: 1 },
    { key: 'continue', paragraphs: 1 },
    { key: 'live', paragraphs: 1 },
    { key: 'quality', paragraphs: 1 },
  ],
};

export const HELP_TROUBLESHOOTING: StaticPageContent = {
  key: 'helpTroubleshooting',
  sections: [
    { key: 'buffering', paragraphs: 1 },
    { key: 'notAvailable', id: 'not-available', paragraphs: 1 },
    { key: 'premium', paragraphs: 1 },
    { key: 'browser', paragraphs: 1 },
  ],
};

export const HELP_SUPPORT: StaticPageContent = {
  key: 'helpSupport',
  sections: [
    { key: 'reach', paragraphs: 1 },
    { key: 'include', paragraphs: 1 },
  ],
};

export const HELP_MZAALO: StaticPageContent = {
  key: 'helpMzaalo',
  sections: [
    { key: 'about', paragraphs: 1 },
    { key: 'adblock', paragraphs: 2, links: [{ href: '/purchase', label: 'helpMzaalo.sections.adblock.seePlans' }] },
    { key: 'mzaaloTerms', paragraphs: 2 },
  ],
};

export const DEVICES: StaticPageContent = {
  key: 'devices',
  sections: [
    { key: 'web', paragraphs: 1 },
    { key: 'mobile', paragraphs: 1 },
    { key: 'tv', paragraphs: 1 },
  ],
};

export const MOBILE_FAQ: StaticPageContent = {
  key: 'mobileFaq',
  sections: [
    { key: 'download', paragraphs: 1 },
    { key: 'data', paragraphs: 1 },
    { key: 'devices', paragraphs: 1 },
    { key: 'cancel', paragraphs: 1 },
  ],
};

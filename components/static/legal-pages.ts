import type { StaticPageContent } from './static-page';

// Terms, privacy, caution notice and about: Chalchitra's legal and company pages. Their texts are
// in the support catalogue, under each page's key.

export const TERMS: StaticPageContent = {
  key: 'terms',
  sections: [
    { key: 'agreement', paragraphs: 2 },
    { key: 'account', paragraphs: 2 },
    { key: 'plans', paragraphs: 2 },
    { key: 'use', paragraphs: 2 },
    { key: 'conduct', paragraphs: 1 },
    { key: 'liability', paragraphs: 2 },
  ],
};

export const PRIVACY: StaticPageContent = {
  key: 'privacy',
  sections: [
    { key: 'collect', paragraphs: 2 },
    { key: 'use', paragraphs: 2 },
    { key: 'share', paragraphs: 1 },
    { key: 'cookies', paragraphs: 1 },
    { key: 'rights', paragraphs: 2 },
  ],
};

export const CAUTION: StaticPageContent = {
  key: 'caution',
  sections: [
    { key: 'fraud', paragraphs: 2 },
    { key: 'report', paragraphs: 1 },
  ],
};

export const ABOUT: StaticPageContent = {
  key: 'about',
  sections: [
    { key: 'who', paragraphs: 1 },
    { key: 'how', paragraphs: 1 },
    { key: 'contact', paragraphs: 1 },
  ],
};

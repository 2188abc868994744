import type { StaticPageContent } from './static-page';

// The Help Center and its topics, the devices page and the app FAQ.

export const HELP_TOPICS = [
  { href: '/getting_started', label: 'Getting started' },
  { href: '/help_account', label: 'Your account' },
  { href: '/help_subscription', label: 'Plans and payments' },
  { href: '/help_features', label: 'Features' },
  { href: '/help_troubleshooting', label: 'Playback problems' },
  { href: '/help_mzaalo', label: 'MZaalo rewards and ad blockers' },
  { href: '/help_support', label: 'Contact support' },
];

export const HELP_CENTER: StaticPageContent = {
  heading: 'Help Center',
  description: 'Answers about signing in, plans and payments, watching and listening, and fixing playback problems on Chalchitra.',
  sections: [
    {
      id: 'topics',
      title: 'Help topics',
      paragraphs: ['Pick a topic, or search for a title with the search box at the top of every page.'],
      links: HELP_TOPICS,
    },
    {
      id: 'popular',
      title: 'Popular questions',
      paragraphs: [
        'How do I cancel? Go to Account Settings, choose your plan and select Cancel subscription. You keep access until the end of the period you paid for.',
        'Why does a title say Premium? It needs a subscription. Titles marked Free play for everyone, with short advertisements on the free plan.',
        'Can I watch on my TV? Yes: open the Chalchitra app on your TV, note the code it shows, and enter it on the /activate page while signed in.',
      ],
    },
  ],
};

export const GETTING_STARTED: StaticPageContent = {
  heading: 'Getting started',
  description: 'Create an account, choose a plan and start watching on Chalchitra in a few minutes.',
  sections: [
    {
      id: 'sign-up',
      title: 'Create your account',
      paragraphs: [
        "Select Let's Start at the top of the page and sign in with your e-mail address or mobile number. We send you a one-time code to confirm it; then set a password. You can also continue with Google, Apple or Facebook.",
      ],
    },
    {
      id: 'plan',
      title: 'Choose a plan',
      paragraphs: [
        'Browse and watch free titles straight away. To watch everything without advertisements, open the plans page, pick a plan and pay by card, UPI, net banking or wallet.',
      ],
    },
    {
      id: 'watch',
      title: 'Find something to watch',
      paragraphs: [
        'Use the menus for Movies, TV, Originals, Music and Quickie, or search by title, song or star. Hindi titles can be typed in English letters, for example "kabhi khushi" or "DDLJ". Press Play on any title page; on a show, each episode has its own Play.',
      ],
    },
  ],
};

export const HELP_ACCOUNT: StaticPageContent = {
  heading: 'Your account',
  description: 'Signing in, passwords, profile details and deleting your Chalchitra account.',
  sections: [
    {
      id: 'sign-in',
      title: 'Signing in',
      paragraphs: [
        'Sign in with the e-mail address or mobile number you registered with. If you signed up with Google, Apple or Facebook, use the same button again.',
      ],
    },
    {
      id: 'password',
      title: 'Forgotten password',
      paragraphs: [
        'On the sign-in page choose Forgot password. We send a code to your e-mail or mobile; enter it and choose a new password. Codes expire after a few minutes, so ask for a new one if yours has.',
      ],
    },
    {
      id: 'profile',
      title: 'Profile details',
      paragraphs: [
        'My Profile holds your name, date of birth, gender and city. Change them at any time; your e-mail address or mobile number can be changed after confirming the new one with a code.',
      ],
    },
    {
      id: 'delete',
      title: 'Deleting your account',
      paragraphs: [
        'Cancel any subscription first, then choose Delete account in Account Settings. Deleting removes your watchlist, playlists and viewing history and cannot be undone.',
      ],
    },
  ],
};

export const HELP_SUBSCRIPTION: StaticPageContent = {
  heading: 'Plans and payments',
  description: 'Chalchitra plans, how billing and renewal work, payment methods, promo codes and cancelling.',
  sections: [
    {
      id: 'plans',
      title: 'Plans',
      paragraphs: [
        "The free plan plays free titles with advertisements. Paid plans play the whole catalogue, including premium films and originals, without advertisements. The plans page shows each plan's price and period.",
      ],
    },
    {
      id: 'billing',
      title: 'Billing and renewal',
      paragraphs: [
        'Your plan renews automatically at the end of each period using the payment method you chose. Account Settings shows your next billing date. We send a reminder before a yearly plan renews.',
      ],
    },
    {
      id: 'methods',
      title: 'Ways to pay',
      paragraphs: [
        'Credit and debit cards, UPI, net banking and wallets in India; cards elsewhere, and mobile wallets in Pakistan. If a payment stays pending, wait a few minutes: the page updates by itself once your bank confirms it.',
      ],
    },
    {
      id: 'promo',
      title: 'Promo codes',
      paragraphs: [
        'Choose Redeem promo code in the account menu and enter the code. A code can give a discount, a free period or a whole plan; it is applied before you pay.',
      ],
    },
    {
      id: 'cancel',
      title: 'Cancelling',
      paragraphs: ['Cancel from Account Settings. You keep access until the end of the current period and are not charged again.'],
    },
  ],
};

export const HELP_FEATURES: StaticPageContent = {
  heading: 'Features',
  description: 'Watchlist, playlists, continue watching, music, live TV and watching on several devices.',
  sections: [
    {
      id: 'watchlist',
      title: 'Watchlist',
      paragraphs: [
        'Add films, shows and originals to your watchlist from their pages to find them quickly later; it is the same on every device you sign in on.',
      ],
    },
    {
      id: 'playlists',
      title: 'Music playlists and favourites',
      paragraphs: [
        'Add songs or whole albums to your own playlists, and mark songs as favourites. The player keeps a queue that you can shuffle or repeat.',
      ],
    },
    {
      id: 'continue',
      title: 'Continue watching',
      paragraphs: ['Stop anywhere and Chalchitra remembers where; press Play again on any device to carry on.'],
    },
    {
      id: 'live',
      title: 'Live TV',
      paragraphs: ['Live TV shows each channel with what is on now and next. Select Watch to open a channel.'],
    },
    {
      id: 'quality',
      title: 'Picture quality',
      paragraphs: [
        "Video adapts to your connection automatically, from low quality on slow mobile data up to HD. You can pick a fixed quality in the player's settings.",
      ],
    },
  ],
};

export const HELP_TROUBLESHOOTING: StaticPageContent = {
  heading: 'Playback problems',
  description: 'What to do when a title will not play, keeps buffering or says it is not available.',
  sections: [
    {
      id: 'buffering',
      title: 'The video keeps buffering',
      paragraphs: [
        'Check that your connection works on another site, move closer to your Wi-Fi router, or choose a lower quality in the player. Closing other downloads and streams helps too.',
      ],
    },
    {
      id: 'not-available',
      title: '"Not available in your country"',
      paragraphs: [
        'Each title is licensed for certain countries. If you are travelling, titles from home may not play until you are back. A VPN can make the service think you are elsewhere; switch it off.',
      ],
    },
    {
      id: 'premium',
      title: 'A title asks me to subscribe',
      paragraphs: [
        'Titles marked Premium need a paid plan. If you have one, check in Account Settings that you are signed in to the account that holds it.',
      ],
    },
    {
      id: 'browser',
      title: 'Browser problems',
      paragraphs: [
        "Use a current version of Chrome, Edge, Firefox or Safari. If the player shows an error, reload the page; if that does not help, clear the site's data and sign in again.",
      ],
    },
  ],
};

export const HELP_SUPPORT: StaticPageContent = {
  heading: 'Contact support',
  description: 'How to reach the Chalchitra support team and what to include so that we can help quickly.',
  sections: [
    {
      id: 'reach',
      title: 'Reaching us',
      paragraphs: [
        'Use Contact Us in the account menu or footer to send us a message; we reply by e-mail, usually within one working day. You can also write to support@chalchitra.example.',
      ],
    },
    {
      id: 'include',
      title: 'What to include',
      paragraphs: [
        'The e-mail address or mobile number of your account, the device and browser you use, the title that fails and what the screen says. For a payment question, add the date, the amount and the payment reference.',
      ],
    },
  ],
};

export const HELP_MZAALO: StaticPageContent = {
  heading: 'MZaalo rewards',
  description: 'The MZaalo rewards plan, its terms, and why playback needs ad blockers switched off.',
  sections: [
    {
      id: 'about',
      title: 'What is MZaalo',
      paragraphs: [
        'MZaalo members earn reward points for watching and can spend them on subscriptions and offers on the Rewards page. Members see Rewards in the menu once signed in.',
      ],
    },
    {
      id: 'adblock',
      title: 'Cannot play the content with an ad blocker',
      paragraphs: [
        "Free titles are paid for by short advertisements. When an ad blocker stops them from loading, the player cannot start and shows 'Cannot Play The Content!'.",
        'Pause your ad blocker for this site and reload the page, or choose a premium plan: premium plays everything with no advertisements at all.',
      ],
      links: [{ href: '/purchase', label: 'See premium plans' }],
    },
    {
      id: 'mzaaloTerms',
      title: 'MZaalo terms',
      paragraphs: [
        'Points are credited after a title has been watched for a reasonable part of its length and may take up to 24 hours to appear. Points have no cash value, cannot be transferred and expire 12 months after they are earned.',
        'We may withdraw points earned through automated viewing or by breaking the Terms of Use. Offers on the Rewards page are available while stocks last.',
      ],
    },
  ],
};

export const DEVICES: StaticPageContent = {
  heading: 'Devices',
  description: 'Watch Chalchitra in your browser, on Android and iPhone, on smart TVs and on streaming sticks.',
  sections: [
    {
      id: 'web',
      title: 'Web browsers',
      paragraphs: ['Chrome, Edge, Firefox and Safari on Windows, macOS and Linux, on current versions.'],
    },
    {
      id: 'mobile',
      title: 'Phones and tablets',
      paragraphs: [
        'The Chalchitra app for Android (from Android 8) and for iPhone and iPad (from iOS 15), from Google Play and the App Store. Phone browsers work too.',
      ],
    },
    {
      id: 'tv',
      title: 'TVs',
      paragraphs: [
        'Android TV, Samsung and LG smart TVs, Apple TV, and Fire TV sticks. Open the app, then enter the code it shows at /activate while signed in on your phone or computer.',
      ],
    },
  ],
};

export const MOBILE_FAQ: StaticPageContent = {
  heading: 'Frequently asked questions',
  description: 'Quick answers for the Chalchitra app.',
  sections: [
    {
      id: 'download',
      title: 'Can I download titles?',
      paragraphs: [
        'The app can keep some titles for offline viewing on a paid plan; look for the download button on the title page. Downloads expire after 30 days or 48 hours after you start watching.',
      ],
    },
    {
      id: 'data',
      title: 'How much data does streaming use?',
      paragraphs: [
        'About 300 MB an hour in low quality, 700 MB in medium and up to 3 GB in HD. Choose a lower quality in the player to save data.',
      ],
    },
    {
      id: 'devices',
      title: 'On how many devices can I watch?',
      paragraphs: ['Sign in on as many devices as you like; how many can play at the same time depends on your plan.'],
    },
    {
      id: 'cancel',
      title: 'How do I cancel?',
      paragraphs: ["Cancel in Account Settings, or in your app store's subscriptions if you subscribed through it."],
    },
  ],
};

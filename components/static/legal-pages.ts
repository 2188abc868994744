import type { StaticPageContent } from './static-page';

// Terms, privacy, caution notice and about: the texts of Chalchitra's legal and company pages.

export const TERMS: StaticPageContent = {
  heading: 'Terms of Use',
  description: 'The terms that apply when you browse, stream or subscribe on Chalchitra.',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement',
      paragraphs: [
        'These terms apply to everyone who visits Chalchitra, watches or listens to anything on it, or buys a subscription. By using the service you accept them. If you do not accept them, please do not use the service.',
        'We may change these terms. When a change matters to you we tell you by e-mail or on the site before it takes effect; using the service afterwards means you accept the new terms.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      paragraphs: [
        'You need an account to subscribe, keep a watchlist or make playlists. Give us true details, keep your password to yourself and tell us straight away if you think someone else is using your account.',
        'You must be 18 or older to hold an account and pay for a plan. Younger viewers may watch under the supervision of an adult account holder.',
      ],
    },
    {
      id: 'plans',
      title: 'Plans and payment',
      paragraphs: [
        'Some titles are free to watch with advertisements; others need a subscription. The plans page shows what each plan includes, its price and its billing period before you pay.',
        'A subscription renews at the end of each period until you cancel it from Account Settings. Cancelling stops the next renewal; you keep access until the end of the period you have paid for. Payments already made are not refunded except where the law requires it.',
      ],
    },
    {
      id: 'use',
      title: 'Using the content',
      paragraphs: [
        'Films, shows, music and artwork on Chalchitra are licensed to us by their owners. You may stream them for your own, private, non-commercial viewing. You may not copy, download outside the apps, re-broadcast, show them to a paying audience or get around the protections on them.',
        'Which titles are available depends on your country and changes as licences start and end.',
      ],
    },
    {
      id: 'conduct',
      title: 'Fair use of the service',
      paragraphs: [
        'Do not attack or overload the service, scrape it, share your account publicly or use it to break the law. We may suspend an account that does, after telling you why where we can.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      paragraphs: [
        'We work to keep Chalchitra available and correct, but we cannot promise that it will never be interrupted. Nothing in these terms limits rights that consumer law gives you.',
        'These terms are governed by the laws of India and disputes go to the courts of Mumbai, unless the law of your country of residence says otherwise.',
      ],
    },
  ],
};

export const PRIVACY: StaticPageContent = {
  heading: 'Privacy Policy',
  description: 'What Chalchitra collects about you, why, who we share it with and the choices you have.',
  sections: [
    {
      id: 'collect',
      title: 'What we collect',
      paragraphs: [
        'Account details you give us: name, e-mail address or mobile number, and optionally date of birth, gender and city. Payment details are handled by our payment partners; we keep only the plan, the amount, the date and a reference.',
        'What you do on the service: titles you watch or play and how far you got, your watchlist and playlists, searches, and the device, browser, approximate location (from your IP address) and language you use.',
      ],
    },
    {
      id: 'use',
      title: 'Why we use it',
      paragraphs: [
        'To run your account and subscription, to resume a title where you stopped, to show titles that are licensed in your country, to recommend titles, to keep the service secure against fraud and abuse, and to understand which parts of the service work well.',
        'On the free plan we show advertisements. We do not sell your personal data.',
      ],
    },
    {
      id: 'share',
      title: 'Who we share it with',
      paragraphs: [
        'Companies that work for us under contract (hosting, payments, e-mail and SMS delivery, customer support), only with what they need for that work; and authorities when the law obliges us.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'We use a cookie to keep you signed in, one that identifies your device for playback, and one that remembers your country. Optional analytics cookies are only set if you agree in the consent bar.',
      ],
    },
    {
      id: 'rights',
      title: 'Your choices and rights',
      paragraphs: [
        'You can see and correct your details in My Profile, download or delete your account from Account Settings, and unsubscribe from marketing messages with the link in each one. For any other request write to privacy@chalchitra.example; we answer within 30 days.',
        'We keep account data while your account is open and for up to 12 months after it is deleted, except payment records that tax law requires us to keep longer.',
      ],
    },
  ],
};

export const CAUTION: StaticPageContent = {
  heading: 'Caution Notice',
  description: 'Beware of people pretending to be Chalchitra. How to recognise our real messages.',
  sections: [
    {
      id: 'fraud',
      title: 'Do not fall for fake offers',
      paragraphs: [
        'We have seen messages, calls and websites that use the Chalchitra name to offer "lifetime" subscriptions, prizes or jobs in exchange for a payment or your bank details. They are not from us.',
        'Chalchitra never asks for your password, card PIN, CVV or one-time code by phone, e-mail, SMS or chat. We only take payments on chalchitra pages or in our apps, and every plan and price is listed on the plans page.',
      ],
    },
    {
      id: 'report',
      title: 'If you have been contacted',
      paragraphs: [
        'Do not pay and do not share any code. If you already have, call your bank at once and change your Chalchitra password. Tell us through the Help Center so that we can warn others.',
      ],
    },
  ],
};

export const ABOUT: StaticPageContent = {
  heading: 'About Us',
  description: 'Chalchitra streams Indian movies, TV shows, originals, music and live TV to viewers in India and around the world.',
  sections: [
    {
      id: 'who',
      title: 'Who we are',
      paragraphs: [
        'Chalchitra is a streaming service for Indian entertainment. Chalchitra means "moving picture" in Hindi, and that is what we bring to your screen: Bollywood blockbusters and classics, films in Tamil, Telugu, Malayalam, Marathi, Punjabi, Bengali and more, TV shows, our own originals, quickies, music albums, music videos and live channels.',
      ],
    },
    {
      id: 'how',
      title: 'How it works',
      paragraphs: [
        'Many titles are free to watch with short advertisements. A subscription removes the advertisements and opens the whole premium catalogue. Watch in the browser, on your phone or on your TV, and continue where you left off on any of them.',
      ],
    },
    {
      id: 'contact',
      title: 'Get in touch',
      paragraphs: [
        'Viewers can reach us through the Help Center. For partnerships, content licensing and press, write to hello@chalchitra.example.',
      ],
    },
  ],
};

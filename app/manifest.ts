import type { MetadataRoute } from 'next';
// one manifest for the site, in English: a browser installs the app once, whatever page it was on
import meta from '@/contract/messages/en/meta.json';

// The web app manifest (issue 16; spec 000 §4): what a browser needs to install Chalchitra.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Chalchitra',
    short_name: 'Chalchitra',
    description: meta.siteDescription,
    start_url: '/?source=installed',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0b0b10',
    theme_color: '#0b0b10',
    categories: ['entertainment', 'music'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

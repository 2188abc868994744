import { Svg, type IconProps } from './icons';

// The footer's icons (social networks, app stores, external links): the footer renders on the
// server only, so these never join the header's client code.

export const IconExternal = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

export const IconFacebook = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H7v3.5h2V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </Svg>
);
export const IconInstagram = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </Svg>
);
export const IconX = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Svg>
);
export const IconYoutube = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9l5 3-5 3z" />
  </Svg>
);
export const IconAndroid = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 9h14v8a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM7 9a5 5 0 0 1 10 0M8 4l1.5 2M16 4l-1.5 2" />
  </Svg>
);
export const IconApple = (p: IconProps) => (
  <Svg {...p}>
    <path d="M16 13c0-2.5 2-3.5 2-3.5S17 8 15 8c-1.5 0-2 .8-3 .8S10.3 8 9 8c-2 0-4 1.8-4 5s2.5 8 4.5 8c1 0 1.5-.6 2.5-.6s1.5.6 2.5.6c1.5 0 3-2.7 3.5-4-1-.5-2-1.5-2-3zM12 7c0-2 1.5-4 3.5-4" />
  </Svg>
);

// Social share windows (spec 001 §4 "Other"): a 626 x 436 popup, centred on the page, reporting
// when it opens and when it closes; a closed popup is noticed by polling every 500 ms.

export const SHARE_WINDOW = { width: 626, height: 436, pollMs: 500 } as const;

export type ShareNetwork = 'facebook' | 'x' | 'whatsapp';

/** The network's share address for a page (and the text that goes with it). */
export function shareAddress(network: ShareNetwork, share: { url: string; title: string; quote?: string; hashtags?: string[] }): string {
  const text = share.quote ?? share.title;
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: share.url, ...(share.quote ? { quote: share.quote } : {}) })}`;
    case 'x':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ url: share.url, text, ...(share.hashtags?.length ? { hashtags: share.hashtags.join(',') } : {}) })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${new URLSearchParams({ text: `${text} ${share.url}` })}`;
  }
}

/**
 * Opens the share popup; false when the browser blocked it. `onClose` runs once, when the viewer
 * closes it.
 */
export function openShareWindow(address: string, { onOpen, onClose }: { onOpen?: () => void; onClose?: () => void } = {}): boolean {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_WINDOW.height) / 2));
  const popup = window.open(
    address,
    'share',
    `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener=no,menubar=no,toolbar=no,status=no`,
  );
  if (!popup) return false;
  onOpen?.();
  const poll = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(poll);
    onClose?.();
  }, SHARE_WINDOW.pollMs);
  return true;
}

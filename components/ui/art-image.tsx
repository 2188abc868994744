import { isCrawlerRequest } from '@/lib/crawler';
import { ArtPicture, type ArtProps } from './art-picture';

/** Catalogue artwork drawn on the server: eager for a crawler's request (ArtPicture). */
export async function ArtImage(props: ArtProps) {
  return <ArtPicture {...props} crawler={await isCrawlerRequest()} />;
}

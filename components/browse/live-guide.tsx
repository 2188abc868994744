import Link from 'next/link';
import type { LiveChannel } from '@/contract/schemas/browse';
import { liveChannelLink } from '@/lib/links';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd } from './json-ld';
import styles from './browse.module.css';
import { ArtImage } from '@/components/ui/art-image';

/** Times in India, where the channels broadcast. */
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });
const time = (epoch: number) => timeFormat.format(new Date(epoch * 1000));

/** Each channel with the programme on now (spec 001 §3 live rule) and the next one, and a link that opens it. */
export function LiveGuide({ channels }: { channels: LiveChannel[] }) {
  return (
    <>
      <JsonLd
        data={{
          '@graph': channels
            .filter((channel) => channel.now)
            .map((channel) => ({
              '@type': 'BroadcastEvent',
              name: channel.now!.title,
              description: channel.now!.description,
              isLiveBroadcast: true,
              startDate: new Date(channel.now!.start_time_epoch * 1000).toISOString(),
              endDate: new Date(channel.now!.end_time_epoch * 1000).toISOString(),
              publishedOn: {
                '@type': 'BroadcastService',
                name: channel.title,
                broadcaster: channel.owner,
                url: absoluteUrl(liveChannelLink(channel.channel_id)),
              },
            })),
        }}
      />
      <ul className={styles.guide}>
        {channels.map((channel) => (
          <li key={channel.channel_id} className={styles.channel}>
            {(channel.images.logo ?? channel.images.thumbnail) ? (
              <ArtImage src={channel.images.logo ?? channel.images.thumbnail} alt="" width={96} height={54} />
            ) : (
              <span />
            )}
            <div>
              <h2 className={styles.channelTitle}>
                {channel.title}
                {channel.live ? <span className={styles.liveBadge}>LIVE</span> : null}
                <span className={styles.trackMeta}> · {channel.pg}+</span>
              </h2>
              <p className={styles.slot}>
                <span className={styles.slotLabel}>Now</span>
                {channel.now ? (
                  <>
                    {channel.now.title}{' '}
                    <span className={styles.trackMeta}>
                      until {time(channel.now.end_time_epoch)}
                      {channel.time_remaining !== null ? `, ${Math.ceil(channel.time_remaining / 60)} min left` : ''}
                    </span>
                  </>
                ) : (
                  'Off air'
                )}
              </p>
              <p className={styles.slot}>
                <span className={styles.slotLabel}>Next</span>
                {channel.next ? (
                  <>
                    {channel.next.title} <span className={styles.trackMeta}>at {time(channel.next.start_time_epoch)}</span>
                  </>
                ) : (
                  '—'
                )}
              </p>
            </div>
            <Link href={liveChannelLink(channel.channel_id)} className={styles.watch} prefetch={false}>
              Watch<span className="visually-hidden"> {channel.title} live</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

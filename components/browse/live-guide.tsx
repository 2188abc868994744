import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { LiveChannel } from '@/contract/schemas/browse';
import { liveChannelLink } from '@/lib/links';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd } from './json-ld';
import styles from './browse.module.css';
import { ArtImage } from '@/components/ui/art-image';

/** Each channel with the programme on now (spec 001 §3 live rule) and the next one, and a link that opens it. */
export function LiveGuide({ channels }: { channels: LiveChannel[] }) {
  const t = useTranslations('browse');
  const format = useFormatter();
  // times in India, where the channels broadcast
  const time = (epoch: number) =>
    format.dateTime(new Date(epoch * 1000), { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });
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
                {channel.live ? <span className={styles.liveBadge}>{t('liveGuide.live')}</span> : null}
                <span className={styles.trackMeta}> · {channel.pg}+</span>
              </h2>
              <p className={styles.slot}>
                <span className={styles.slotLabel}>{t('liveGuide.now')}</span>
                {channel.now ? (
                  <>
                    {channel.now.title}{' '}
                    <span className={styles.trackMeta}>
                      {channel.time_remaining !== null
                        ? t('liveGuide.untilLeft', {
                            time: time(channel.now.end_time_epoch),
                            minutes: Math.ceil(channel.time_remaining / 60),
                          })
                        : t('liveGuide.until', { time: time(channel.now.end_time_epoch) })}
                    </span>
                  </>
                ) : (
                  t('liveGuide.offAir')
                )}
              </p>
              <p className={styles.slot}>
                <span className={styles.slotLabel}>{t('liveGuide.next')}</span>
                {channel.next ? (
                  <>
                    {channel.next.title}{' '}
                    <span className={styles.trackMeta}>{t('liveGuide.at', { time: time(channel.next.start_time_epoch) })}</span>
                  </>
                ) : (
                  '—'
                )}
              </p>
            </div>
            <Link href={liveChannelLink(channel.channel_id)} className={styles.watch} prefetch={false}>
              {t.rich('liveGuide.watch', {
                channel: channel.title,
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

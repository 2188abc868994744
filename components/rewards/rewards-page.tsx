import type { ReactNode } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { getRewardsOverview, type RewardsOverview } from '@/lib/api/rewards-server';
import { requestContext } from '@/components/payments/page-context';
import { DATE, purchaseWithVoucher, ruleRewardKey } from './rewards-labels';
import { CouponList } from './coupon-list';
import { HistoryList } from './history-list';
import { ReferralCard } from './referral-card';
import { RefreshOnCoins } from './refresh-on-coins';
import { absoluteUrl } from '@/lib/seo';
import { referralPath } from '@/lib/referral';
import styles from './rewards.module.css';

// /rewards (issue 14; spec 001 §2: authReq, no shell, separate mobile and desktop variants): the
// balance, how to earn (the origin's rules), coupons to redeem, the user's coupons with their
// codes, the referral link and the ledger. A user not on MZaalo is offered the free plan.

/** The free plan's sign-up, coming back here (spec 000 §4 "Free plan (MZaalo)"). */
const JOIN_MZAALO = `/purchase?${new URLSearchParams({ createAVOD: '1', rurl: '/rewards' }).toString()}`;

function TopBar({ mobile }: { mobile: boolean }) {
  const t = useTranslations('rewards');
  return (
    <header className={styles.topBar}>
      {mobile ? (
        <Link href="/" className={styles.back} aria-label={t('page.backToHome')}>
          ‹
        </Link>
      ) : (
        <Link href="/" className={styles.logo}>
          Chalchitra
        </Link>
      )}
      <h1 id="rewards-heading">{t('page.heading')}</h1>
      {mobile ? null : (
        <Link href="/" className="btn btn-ghost">
          {t('page.backToWatching')}
        </Link>
      )}
    </header>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Balance({ overview }: { overview: RewardsOverview }) {
  const t = useTranslations('rewards');
  const format = useFormatter();
  return (
    <section className={`${styles.card} ${styles.balance}`} aria-labelledby="rewards-balance">
      <h2 id="rewards-balance">{t('balance.title')}</h2>
      <p className={styles.balanceFigure} data-testid="rewards-balance">
        {format.number(overview.summary.balance)}
      </p>
      {overview.summary.flagged ? (
        <p className={styles.notice} role="note">
          {t('balance.flagged')}
        </p>
      ) : (
        <p className={styles.muted}>{t('balance.hint')}</p>
      )}
    </section>
  );
}

function HowToEarn({ overview }: { overview: RewardsOverview }) {
  const t = useTranslations('rewards');
  return (
    <Section id="rewards-earn" title={t('howToEarn.title')}>
      <ul className={styles.rules}>
        {overview.summary.rules.map((rule) => (
          <li key={rule.action}>
            <span className={styles.ruleTitle}>{rule.title}</span>
            <span className={styles.ruleCoins}>{t(ruleRewardKey(rule), { count: rule.coins })}</span>
            <span className={styles.muted}>{rule.description}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Redeemed({ overview }: { overview: RewardsOverview }) {
  const t = useTranslations('rewards');
  const format = useFormatter();
  return (
    <Section id="rewards-redeemed" title={t('redeemed.title')}>
      {overview.redeemed.length === 0 ? (
        <p className={styles.muted}>{t('redeemed.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {overview.redeemed.map((item) => (
            <li key={item.code} className={styles.row}>
              <span>
                <span className={styles.ruleTitle}>{item.coupon.title}</span>
                <span className={styles.muted}> · {format.dateTime(new Date(item.created_at), DATE)}</span>
              </span>
              <code className={styles.code}>{item.code}</code>
              {item.coupon.kind === 'voucher' ? (
                <Link href={purchaseWithVoucher(item.code, item.coupon.product_ids)} className="btn btn-ghost">
                  {t('redeemed.useAtCheckout')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Coupons({ overview }: { overview: RewardsOverview }) {
  const t = useTranslations('rewards');
  return (
    <Section id="rewards-coupons" title={t('coupons.title')}>
      <CouponList coupons={overview.coupons} balance={overview.summary.balance} />
    </Section>
  );
}

function History({ overview }: { overview: RewardsOverview }) {
  const t = useTranslations('rewards');
  const first = overview.history.entries;
  return (
    <Section id="rewards-history" title={t('history.title')}>
      {/* a newer first page (after a refresh) starts the list again */}
      <HistoryList key={first[0]?.id ?? 0} first={first} next={overview.history.next} />
    </Section>
  );
}

function Referral({ overview }: { overview: RewardsOverview }) {
  const t = useTranslations('rewards');
  return (
    <Section id="rewards-referral" title={t('referral.title')}>
      <ReferralCard code={overview.referralCode} url={absoluteUrl(referralPath(overview.referralCode))} />
    </Section>
  );
}

function JoinMzaalo({ mobile }: { mobile: boolean }) {
  const t = useTranslations('rewards');
  return (
    <div className={mobile ? styles.mobile : styles.desktop}>
      <TopBar mobile={mobile} />
      <main id="main" className={styles.join}>
        <h2>{t('join.heading')}</h2>
        <p>{t('join.notMember')}</p>
        <p className={styles.muted}>{t('join.about')}</p>
        <Link href={JOIN_MZAALO} className="btn btn-primary">
          {t('join.cta')}
        </Link>
      </main>
    </div>
  );
}

export async function RewardsPage() {
  const [overview, { mobile }] = await Promise.all([getRewardsOverview(), requestContext()]);
  if (overview === 'visitor') redirect('/');
  if (overview === 'not-member') return <JoinMzaalo mobile={mobile} />;
  if (mobile) {
    return (
      <div className={styles.mobile}>
        <RefreshOnCoins />
        <TopBar mobile />
        <main id="main" className={styles.column} aria-labelledby="rewards-heading">
          <Balance overview={overview} />
          <Coupons overview={overview} />
          <Redeemed overview={overview} />
          <Referral overview={overview} />
          <HowToEarn overview={overview} />
          <History overview={overview} />
        </main>
      </div>
    );
  }
  return (
    <div className={styles.desktop}>
      <RefreshOnCoins />
      <TopBar mobile={false} />
      <main id="main" className={styles.grid} aria-labelledby="rewards-heading">
        <div className={styles.side}>
          <Balance overview={overview} />
          <Referral overview={overview} />
          <HowToEarn overview={overview} />
        </div>
        <div className={styles.column}>
          <Coupons overview={overview} />
          <Redeemed overview={overview} />
          <History overview={overview} />
        </div>
      </main>
    </div>
  );
}

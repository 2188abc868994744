import type { ReactNode } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getRewardsOverview, type RewardsOverview } from '@/lib/api/rewards-server';
import { requestContext } from '@/components/payments/page-context';
import { NOT_MZAALO_TEXT } from '@/contract/schemas/rewards';
import { formatDate } from '@/lib/format';
import { purchaseWithVoucher, ruleReward } from './rewards-labels';
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
  return (
    <header className={styles.topBar}>
      {mobile ? (
        <Link href="/" className={styles.back} aria-label="Back to home">
          ‹
        </Link>
      ) : (
        <Link href="/" className={styles.logo}>
          Chalchitra
        </Link>
      )}
      <h1 id="rewards-heading">Rewards</h1>
      {mobile ? null : (
        <Link href="/" className="btn btn-ghost">
          Back to watching
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
  return (
    <section className={`${styles.card} ${styles.balance}`} aria-labelledby="rewards-balance">
      <h2 id="rewards-balance">Your coins</h2>
      <p className={styles.balanceFigure} data-testid="rewards-balance">
        {overview.summary.balance.toLocaleString('en-IN')}
      </p>
      {overview.summary.flagged ? (
        <p className={styles.notice} role="note">
          Earning is paused on this account: too many accounts checked in from one device. Contact us if this is a mistake.
        </p>
      ) : (
        <p className={styles.muted}>Earn coins as you watch, then spend them on the coupons below.</p>
      )}
    </section>
  );
}

function HowToEarn({ overview }: { overview: RewardsOverview }) {
  return (
    <Section id="rewards-earn" title="How to earn">
      <ul className={styles.rules}>
        {overview.summary.rules.map((rule) => (
          <li key={rule.action}>
            <span className={styles.ruleTitle}>{rule.title}</span>
            <span className={styles.ruleCoins}>{ruleReward(rule)}</span>
            <span className={styles.muted}>{rule.description}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Redeemed({ overview }: { overview: RewardsOverview }) {
  return (
    <Section id="rewards-redeemed" title="Your coupons">
      {overview.redeemed.length === 0 ? (
        <p className={styles.muted}>Coupons you redeem appear here with their codes.</p>
      ) : (
        <ul className={styles.list}>
          {overview.redeemed.map((item) => (
            <li key={item.code} className={styles.row}>
              <span>
                <span className={styles.ruleTitle}>{item.coupon.title}</span>
                <span className={styles.muted}> · {formatDate(item.created_at)}</span>
              </span>
              <code className={styles.code}>{item.code}</code>
              {item.coupon.kind === 'voucher' ? (
                <Link href={purchaseWithVoucher(item.code, item.coupon.product_ids)} className="btn btn-ghost">
                  Use at checkout
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
  return (
    <Section id="rewards-coupons" title="Redeem your coins">
      <CouponList coupons={overview.coupons} balance={overview.summary.balance} />
    </Section>
  );
}

function History({ overview }: { overview: RewardsOverview }) {
  const first = overview.history.entries;
  return (
    <Section id="rewards-history" title="History">
      {/* a newer first page (after a refresh) starts the list again */}
      <HistoryList key={first[0]?.id ?? 0} first={first} next={overview.history.next} />
    </Section>
  );
}

function Referral({ overview }: { overview: RewardsOverview }) {
  return (
    <Section id="rewards-referral" title="Invite friends">
      <ReferralCard code={overview.referralCode} url={absoluteUrl(referralPath(overview.referralCode))} />
    </Section>
  );
}

function JoinMzaalo({ mobile }: { mobile: boolean }) {
  return (
    <div className={mobile ? styles.mobile : styles.desktop}>
      <TopBar mobile={mobile} />
      <main id="main" className={styles.join}>
        <h2>Earn coins as you watch</h2>
        <p>{NOT_MZAALO_TEXT}</p>
        <p className={styles.muted}>
          MZaalo is free: watch with ad breaks, check in daily, share and invite friends to collect coins, then redeem them for
          subscriptions and partner coupons.
        </p>
        <Link href={JOIN_MZAALO} className="btn btn-primary">
          Join MZaalo free
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

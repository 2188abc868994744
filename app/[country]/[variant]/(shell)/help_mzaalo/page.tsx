import { Suspense } from 'react';
import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_MZAALO, HELP_TOPICS } from '@/components/static/help-pages';
import { ScrollToSection } from '@/components/static/scroll-to-section';

// /help_mzaalo ?section=adblock or mzaaloTerms scrolls to that section

export function generateMetadata() {
  return staticMetadata(HELP_MZAALO, '/help_mzaalo');
}

export default function HelpMzaaloPage() {
  return (
    <>
      <Suspense fallback={null}>
        <ScrollToSection />
      </Suspense>
      <StaticPage content={HELP_MZAALO} related={HELP_TOPICS} />
    </>
  );
}

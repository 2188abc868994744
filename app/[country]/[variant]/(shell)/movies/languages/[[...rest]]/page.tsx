import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAssets, getLanguages } from '@/lib/api/browse';
import { slugify } from '@/contract/slugs';
import { pageMetadata } from '@/lib/seo';
import { Chips, ItemGrid, Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ rest: [] }];
}

// /movies/languages/* – movies by language (any suffix accepted; a suffix naming a language picks it)

interface Props {
  params: Promise<{ rest?: string[] }>;
}

const link = (language: { code: string; name: string }) => `/movies/languages/${language.code}/${slugify(language.name)}`;

async function load(props: Props) {
  const { rest = [] } = await props.params;
  const languages = await getLanguages('1', 20);
  const wanted = rest[0]?.toLowerCase();
  const chosen = wanted ? (languages.find((language) => language.code === wanted || slugify(language.name) === wanted) ?? null) : null;
  return { languages, chosen };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = await getTranslations('browse');
  const { chosen } = await load(props);
  return chosen
    ? pageMetadata({
        title: t('movieLanguages.languageTitle', { language: chosen.name }),
        path: link(chosen),
        description: t('movieLanguages.languageDescription', { language: chosen.name }),
      })
    : pageMetadata({
        title: t('movieLanguages.title'),
        path: '/movies/languages',
        description: t('movieLanguages.description'),
      });
}

export default async function MovieLanguagesPage(props: Props) {
  const t = await getTranslations('browse');
  const { languages, chosen } = await load(props);
  const chips = (
    <Chips
      links={languages.map((language) => ({ href: link(language), label: language.name, count: language.count }))}
      current={chosen ? link(chosen) : undefined}
    />
  );
  if (chosen) {
    const list = await getAssets({ assetType: 'MOVIE', language: chosen.code, rows: 60 });
    return (
      <BrowsePage heading={t('movieLanguages.languageTitle', { language: chosen.name })}>
        {chips}
        <ItemGrid items={list?.data ?? []} />
      </BrowsePage>
    );
  }
  const lists = await Promise.all(
    languages.slice(0, 5).map((language) => getAssets({ assetType: 'MOVIE', language: language.code, rows: 12 })),
  );
  return (
    <BrowsePage heading={t('movieLanguages.title')}>
      {chips}
      {languages.slice(0, 5).map((language, index) => (
        <Section
          key={language.code}
          id={`language-${language.code}`}
          title={t('movieLanguages.languageTitle', { language: language.name })}
          more={{ href: link(language), label: t('movieLanguages.seeAll') }}
        >
          <ItemGrid items={lists[index]?.data ?? []} />
        </Section>
      ))}
    </BrowsePage>
  );
}

import type { Metadata } from 'next';
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
  const { chosen } = await load(props);
  return chosen
    ? pageMetadata({
        title: `${chosen.name} Movies`,
        path: link(chosen),
        description: `Watch ${chosen.name} movies online on Chalchitra: blockbusters, classics and new releases.`,
      })
    : pageMetadata({
        title: 'Movies by Language',
        path: '/movies/languages',
        description: 'Hindi, Tamil, Telugu, Malayalam, Punjabi, Marathi, Bengali and more: Indian movies in every language on Chalchitra.',
      });
}

export default async function MovieLanguagesPage(props: Props) {
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
      <BrowsePage heading={`${chosen.name} Movies`}>
        {chips}
        <ItemGrid items={list?.data ?? []} />
      </BrowsePage>
    );
  }
  const lists = await Promise.all(
    languages.slice(0, 5).map((language) => getAssets({ assetType: 'MOVIE', language: language.code, rows: 12 })),
  );
  return (
    <BrowsePage heading="Movies by Language">
      {chips}
      {languages.slice(0, 5).map((language, index) => (
        <Section
          key={language.code}
          id={`language-${language.code}`}
          title={`${language.name} Movies`}
          more={{ href: link(language), label: 'See all' }}
        >
          <ItemGrid items={lists[index]?.data ?? []} />
        </Section>
      ))}
    </BrowsePage>
  );
}

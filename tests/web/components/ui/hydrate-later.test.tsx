import { renderToString } from 'react-dom/server';
import { HydrateLater } from '@/components/ui/hydrate-later';

// What hydrates later is still sent in place, whole, in the server's first answer: a boundary of
// its own (the markers React hydrates it by), never a fallback.

describe('content that hydrates later', () => {
  it('is rendered in place by the server, inside a boundary of its own', () => {
    const html = renderToString(
      <main>
        <h1>Home</h1>
        <HydrateLater>
          <section>Rows</section>
        </HydrateLater>
      </main>,
    );
    expect(html).toBe('<main><h1>Home</h1><!--$--><section>Rows</section><!--/$--></main>');
  });
});

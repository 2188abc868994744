import { renderToReadableStream, renderToString } from 'react-dom/server';
import { HydrateLater } from '@/components/ui/hydrate-later';

// What hydrates later is still sent in place, whole, in the server's first answer, however large:
// inside the markers React hydrates it by, never apart behind a script.

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
    expect(html).toBe('<main><h1>Home</h1><!--&--><section>Rows</section><!--/&--></main>');
  });

  it('is sent in place in a streamed page even when it is larger than a streamed boundary may be', async () => {
    const rows = Array.from({ length: 400 }, (_, index) => <p key={index}>Row {index} of a long page, with its cards</p>);
    const stream = await renderToReadableStream(
      <html lang="en">
        <body>
          <HydrateLater>{rows}</HydrateLater>
        </body>
      </html>,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).toContain('<body><!--&--><p>Row <!-- -->0');
    expect(html).not.toContain('hidden');
  });
});

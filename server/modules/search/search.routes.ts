import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../../platform/cached-answer';
import { ceilingOf } from '../catalogue/maturity-ceiling';
import type { SearchService } from './search.service';
import { SearchQuery, SearchResponse, SuggestQuery, SuggestResponse } from '../../../contract/schemas/search';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService; answers: AnswerCache }> = async (app, { service, answers }) => {
  // GET /api/v2/search/suggest – up to 5 title suggestions for what is typed, typo tolerant
  app.get(
    '/api/v2/search/suggest',
    {
      schema: {
        tags,
        description:
          'Suggestions from 1 character (spec 001 §5): titles, alternative titles and title words by prefix, then near spellings.',
        querystring: SuggestQuery,
        response: { 200: SuggestResponse },
      },
    },
    async (request, reply) => {
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({ suggestions: await service.suggest(request.query.q, ceiling) }));
    },
  );

  // GET /api/v2/search – full search grouped by entity type (movies, shows, originals, music, music-videos, stars)
  app.get(
    '/api/v2/search',
    {
      schema: {
        tags,
        description:
          'Full search; the spec leaves this path open. Without `entity`: every group with matches, the first `rows` of each. ' +
          'With `entity`: that group paged by `start` and `rows`. Ranked by relevance (exact title, title prefix, all words, near spelling), then popularity.',
        querystring: SearchQuery,
        response: { 200: SearchResponse },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, () =>
        service.search({ q: query.q, entity: query.entity, ceiling, start: query.start, rows: query.rows, imgQuality: query.img_quality }),
      );
    },
  );
};

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../platform/jobs';
import { mayScrape } from '../../../runtime/metrics';
import { NotFoundError } from '../../platform/errors';
import { INGEST_JOB, INGEST_JOB_EXPIRY_SECONDS, formatIngest, type IngestJobData, type IngestService } from './ingest.service';
import type { IngestRepository } from './ingest.repository';
import { IngestParams, IngestRequest, IngestStatusResponse } from './ingest.schemas';

// The operator's ingest calls, outside /api (the web's relay never forwards them): for this
// machine, or a bearer of MEDIA_INGEST_TOKEN. The origin's worker runs the job: pg-boss hands it
// to one instance on PostgreSQL, the in-process runner takes it on PGlite.

export interface IngestRoutesOptions {
  service: IngestService;
  repository: IngestRepository;
  jobs: JobQueue;
  token?: string;
}

export const ingestRoutes: FastifyPluginAsync<IngestRoutesOptions> = async (base, { service, repository, jobs, token }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // a running ingest stops with the origin (its finished steps stay for the next run)
  const stopping = new AbortController();
  app.addHook('onClose', async () => stopping.abort());
  await jobs.work<IngestJobData>(INGEST_JOB, (job) => service.runJob(job, stopping.signal));

  async function operatorOnly(request: FastifyRequest, reply: FastifyReply) {
    const allowed = mayScrape(token, {
      address: request.socket.remoteAddress,
      authorization: request.headers.authorization,
      forwarded: request.headers['x-forwarded-for'] !== undefined,
    });
    if (!allowed) return reply.status(403).type('text/plain').send('Forbidden');
  }

  // POST /ops/media/ingests – queue an ingest (answers at once; follow it with the GET)
  app.post(
    '/ops/media/ingests',
    { onRequest: operatorOnly, schema: { hide: true, body: IngestRequest, response: { 202: IngestStatusResponse } } },
    async (request, reply) => {
      await service.check(request.body);
      const row = await repository.createIngest(request.body.content_id);
      await jobs.send<IngestJobData>(INGEST_JOB, { ...request.body, ingest_id: row.id }, { expireInSeconds: INGEST_JOB_EXPIRY_SECONDS });
      return reply.status(202).send(formatIngest(row));
    },
  );

  // GET /ops/media/ingests/{id} – where an ingest stands
  app.get(
    '/ops/media/ingests/:id',
    { onRequest: operatorOnly, schema: { hide: true, params: IngestParams, response: { 200: IngestStatusResponse } } },
    async (request) => {
      const row = await repository.ingest(request.params.id);
      if (!row) throw new NotFoundError('There is no such ingest.');
      return formatIngest(row);
    },
  );
};

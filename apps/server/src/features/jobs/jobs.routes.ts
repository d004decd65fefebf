import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import { cancelJob, getJob, listJobs, toJob } from './jobs.service';

const cancelMessages = {
  cancelled: 'The job has been cancelled',
  stopping: 'The job will stop at its next step',
  'already-ended': 'The job had already ended',
} as const;

/** The owner's view of their background work; anyone else is told a job does not exist. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({ ...routeOf(endpoints.listJobs), handler: async (request) => pageEnvelope('Jobs', await listJobs(app, currentActor(request), request.query)) });

  app.route({ ...routeOf(endpoints.getJob), handler: async (request) => envelope('Job', toJob(await getJob(app, currentActor(request), request.params.id))) });

  app.route({
    ...routeOf(endpoints.cancelJob),
    handler: async (request) => {
      const { row, outcome } = await cancelJob(app, currentActor(request), request.params.id);
      return envelope(cancelMessages[outcome], toJob(row));
    },
  });
};

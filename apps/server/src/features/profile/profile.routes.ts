import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { BadRequest } from '../../lib/errors';
import { currentAccount, currentUser } from '../../plugins/app/authentication';
import { readUploadedFile } from '../../plugins/external/multipart';
import { MAX_PICTURE_BYTES } from './profile-picture';
import * as profile from './profile.service';

/** The fixed user calls (docs/architecture.md#the-five-fixed-calls), plus the profile picture upload. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.route({ ...routeOf(endpoints.getProfile), handler: async (request) => envelope('Profile', profile.getProfile(currentAccount(request))) });

  app.route({
    ...routeOf(endpoints.updateProfile),
    handler: async (request) => envelope('Your profile has been updated', await profile.updateProfile(app, currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOf(endpoints.uploadProfilePicture),
    handler: async (request) => {
      const content = await readUploadedFile(request, { maxBytes: MAX_PICTURE_BYTES, tooLargeMessage: 'The picture must be at most 2 MB' });
      if (!content) throw new BadRequest('Choose a picture to upload', [{ path: 'file', message: 'Choose a picture to upload' }]);
      return envelope('Your profile picture has been updated', await profile.replaceProfilePicture(app, currentUser(request).id, content));
    },
  });

  app.route({ ...routeOf(endpoints.getOwnIsni), handler: async (request) => envelope('ISNI', profile.getOwnIsni(currentAccount(request))) });

  app.route({
    ...routeOf(endpoints.getRightsHolderIsni),
    handler: async (request) => envelope('ISNI', await profile.getRightsHolderIsni(app, request.params.id)),
  });
};

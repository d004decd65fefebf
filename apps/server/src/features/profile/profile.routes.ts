import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isniResponse, profilePatch, profileResponse, uuidParam } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { BadRequest } from '../../lib/errors';
import { currentAccount, currentUser } from '../../plugins/app/authentication';
import { readUploadedFile } from '../../plugins/external/multipart';
import { MAX_PICTURE_BYTES } from './profile-picture';
import * as profile from './profile.service';

const tags = ['user'];

/** Spec §7 user calls, plus the profile picture upload. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.get('/user/profile', { schema: { tags, summary: 'Own profile (spec: fetchProfile)', response: { 200: profileResponse } } }, async (request) => envelope('Profile', profile.getProfile(currentAccount(request))));

  app.patch(
    '/user/profile',
    { schema: { tags, summary: 'Change profile fields', body: profilePatch, response: { 200: profileResponse } } },
    async (request) => envelope('Your profile has been updated', await profile.updateProfile(app, currentUser(request).id, request.body)),
  );

  app.post(
    '/user/profile/picture',
    {
      schema: {
        tags,
        summary: 'Upload a profile picture (PNG, JPEG or WebP, at most 2 MB) as multipart field "file"',
        consumes: ['multipart/form-data'],
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const content = await readUploadedFile(request, { maxBytes: MAX_PICTURE_BYTES, tooLargeMessage: 'The picture must be at most 2 MB' });
      if (!content) throw new BadRequest('Choose a picture to upload', [{ path: 'file', message: 'Choose a picture to upload' }]);
      return envelope('Your profile picture has been updated', await profile.replaceProfilePicture(app, currentUser(request).id, content));
    },
  );

  app.get('/user/user_isni', { schema: { tags, summary: 'Own ISNI (spec: fetchISNI)', response: { 200: isniResponse } } }, async (request) => envelope('ISNI', profile.getOwnIsni(currentAccount(request))));

  app.get(
    '/user/rightsholder_isni/:id',
    { schema: { tags, summary: "A rights holder's ISNI", params: uuidParam, response: { 200: isniResponse } } },
    async (request) => envelope('ISNI', await profile.getRightsHolderIsni(app, request.params.id)),
  );
};

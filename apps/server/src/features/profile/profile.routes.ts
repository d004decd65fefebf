import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isniResponse, profilePatch, profileResponse, uuidParam } from '@repertoire/contract';
import { BadRequest, PayloadTooLarge } from '../../lib/errors';
import { currentUser } from '../../plugins/app/authentication';
import { MAX_PICTURE_BYTES } from './profile-picture';
import * as profile from './profile.service';

const tags = ['user'];

/** Spec §7 user calls, plus the profile picture upload. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/user/profile', { schema: { tags, summary: 'Own profile (spec: fetchProfile)', response: { 200: profileResponse } } }, async (request) => ({
    message: 'Profile',
    data: { data: await profile.getProfile(app, currentUser(request).id) },
  }));

  app.patch(
    '/user/profile',
    { schema: { tags, summary: 'Change profile fields', body: profilePatch, response: { 200: profileResponse } } },
    async (request) => ({
      message: 'Your profile has been updated',
      data: { data: await profile.updateProfile(app, currentUser(request).id, request.body) },
    }),
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
      const noFile = new BadRequest('Choose a picture to upload', [{ path: 'file', message: 'Choose a picture to upload' }]);
      if (!request.isMultipart()) throw noFile;
      const file = await request.file({ limits: { fileSize: MAX_PICTURE_BYTES } });
      if (!file) throw noFile;
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge('The picture must be at most 2 MB');
        throw error;
      }
      return {
        message: 'Your profile picture has been updated',
        data: { data: await profile.replaceProfilePicture(app, currentUser(request).id, content) },
      };
    },
  );

  app.get('/user/user_isni', { schema: { tags, summary: 'Own ISNI (spec: fetchISNI)', response: { 200: isniResponse } } }, async (request) => ({
    message: 'ISNI',
    data: { data: await profile.getOwnIsni(app, currentUser(request).id) },
  }));

  app.get(
    '/user/rightsholder_isni/:id',
    { schema: { tags, summary: "A rights holder's ISNI", params: uuidParam, response: { 200: isniResponse } } },
    async (request) => ({ message: 'ISNI', data: { data: await profile.getRightsHolderIsni(app, request.params.id) } }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, messageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, currentLogin, currentSession } from '../../plugins/app/authentication';
import { startedSessionInfo } from '../../session/session.service';
import { sessionCookieOptions, setSessionCookie } from '../../session/session-cookie';
import * as people from './member-people.service';

/** A member's people and roles, and invitation links (docs/api.md "People and roles"). */
export const memberPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = sessionCookieOptions(app.config);

  app.route({
    ...routeOf(endpoints.listPeople),
    onRequest: app.authenticate,
    handler: async (request) => envelope('People', await people.listPeople(app, currentActor(request))),
  });

  app.route({
    ...routeOf(endpoints.invitePerson),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const invitation = await people.invitePerson(app, currentActor(request), request.body);
      return reply.code(201).send(envelope(`We sent an invitation to ${invitation.email}: the link works for 7 days`, invitation));
    },
  });

  app.route({
    ...routeOf(endpoints.resendInvitation),
    onRequest: app.authenticate,
    handler: async (request) => {
      const invitation = await people.resendInvitation(app, currentActor(request), request.params.id);
      return envelope(`We sent the invitation to ${invitation.email} again: the earlier link no longer works`, invitation);
    },
  });

  app.route({
    ...routeOf(endpoints.cancelInvitation),
    onRequest: app.authenticate,
    handler: async (request) => {
      await people.cancelInvitation(app, currentActor(request), request.params.id);
      return messageEnvelope('The invitation is cancelled: its link no longer works');
    },
  });

  app.route({
    ...routeOf(endpoints.updatePeopleSettings),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { require_second_factor: required } = request.body;
      const data = await people.setRequireSecondFactor(app, currentActor(request), required);
      return envelope(required ? 'Everyone acting for this member now needs two-step sign-in' : 'Two-step sign-in is no longer required of everyone', data);
    },
  });

  app.route({
    ...routeOf(endpoints.leaveMember),
    onRequest: app.authenticate,
    handler: async (request) => {
      const actor = currentActor(request);
      await people.leaveMember(app, actor);
      return messageEnvelope(`You no longer act for ${request.user?.displayName ?? 'this member'}`);
    },
  });

  app.route({
    ...routeOf(endpoints.changePersonRole),
    onRequest: app.authenticate,
    handler: async (request) => {
      const person = await people.changePersonRole(app, currentActor(request), request.params.id, request.body.role);
      return envelope(`${person.name}'s role has been changed`, person);
    },
  });

  app.route({
    ...routeOf(endpoints.removePerson),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { name } = await people.removePerson(app, currentActor(request), request.params.id);
      return messageEnvelope(`${name} no longer acts for this member`);
    },
  });

  app.route({
    ...routeOf(endpoints.checkInvitation),
    handler: async (request) => envelope('Invitation', await people.checkInvitation(app, request.body.token, { ip: request.ip })),
  });

  app.route({
    ...routeOf(endpoints.acceptInvitation),
    onRequest: app.authenticate,
    handler: async (request) => {
      const joined = await people.acceptInvitation(app, currentLogin(request).login, currentSession(request), request.body.token);
      return envelope(`You now act for ${joined.name}`, joined);
    },
  });

  app.route({
    ...routeOf(endpoints.signUpFromInvitation),
    handler: async (request, reply) => {
      const { token } = await people.signUpFromInvitation(app, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      setSessionCookie(reply, token, cookieOptions);
      const info = await startedSessionInfo(app.db, token, { answerToken: request.body.bearer === true });
      return reply.code(201).send(envelope(`Welcome: you now act for ${info.user.display_name}`, info));
    },
  });
};

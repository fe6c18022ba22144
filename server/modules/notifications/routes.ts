import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import {
  deletedCount,
  notification,
  notificationBulkDeleteBody,
  notificationBulkUpdateBody,
  notificationListQuery,
  notificationStatusBody,
  unreadCount,
  updatedCount,
} from '#contract/notifications/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { streamRoute } from './stream-route.ts';
import * as notices from './service.ts';

const route = routeSchemas({ tags: ['notifications'], bearer: true, errors: errorAnswers(401, 404, 422) });

/** Every call acts on the caller's own notifications only: anyone else's id answers 404. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (server, context) => {
  const { db } = context;
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/',
    route('Your notifications, newest first', { querystring: notificationListQuery, response: { 200: z.array(notification) } }),
    async (request) =>
      asAnswer(await notices.listNotifications(db, callerOf(request).userId, { unreadOnly: request.query.unread_only, limit: request.query.limit })),
  );

  server.get('/unread-count', route('How many of your notifications are unread', { response: { 200: unreadCount } }), async (request) => ({
    unread_count: await notices.countUnread(db, callerOf(request).userId),
  }));

  await server.register(streamRoute, { database: context.database });

  server.post('/mark-all-read', route('Mark all your unread notifications read', { response: { 200: updatedCount } }), async (request) => ({
    updated_count: await notices.markAllRead(db, callerOf(request).userId),
  }));

  server.patch(
    '/bulk-update',
    route('Mark the named notifications read, all or none', { body: notificationBulkUpdateBody, response: { 200: updatedCount } }),
    async (request) => ({ updated_count: await notices.bulkMarkRead(db, callerOf(request).userId, request.body.notification_ids) }),
  );

  server.delete(
    '/bulk-delete',
    route('Delete the named notifications, all or none', { body: notificationBulkDeleteBody, response: { 200: deletedCount } }),
    async (request) => ({ deleted_count: await notices.bulkDelete(db, callerOf(request).userId, request.body.notification_ids) }),
  );

  server.post('/:id/mark-read', route('Mark one notification read', { params: idParams, response: { 200: notification } }), async (request) =>
    notices.markRead(db, callerOf(request).userId, request.params.id),
  );

  server.patch(
    '/:id',
    route('Mark one notification unread, or archive it', { params: idParams, body: notificationStatusBody, response: { 200: notification } }),
    async (request) => notices.setStatus(db, callerOf(request).userId, request.params.id, request.body),
  );

  server.delete('/:id', route('Delete one notification', { params: idParams, response: { 204: z.null() } }), async (request, reply) => {
    await notices.deleteNotification(db, callerOf(request).userId, request.params.id);
    return reply.code(204).send(null);
  });
};

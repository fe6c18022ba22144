import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import { deletedCount, notification, notificationBulkDeleteBody, notificationBulkUpdateBody, notificationListQuery, notificationStatusBody, unreadCount, updatedCount } from '#contract/notifications/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { streamRoute } from './stream-route.ts';
import * as notices from './service.ts';

const errors = errorAnswers(401, 404, 422);
const tags = ['notifications'];
const security = [{ bearer: [] }];

/** Every call acts on the caller's own notifications only: anyone else's id answers 404. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (server, context) => {
  const { db } = context;
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/',
    { schema: { tags, summary: 'Your notifications, newest first', security, querystring: notificationListQuery, response: { 200: z.array(notification), ...errors } } },
    async (request) => notices.listNotifications(db, callerOf(request).userId, { unreadOnly: request.query.unread_only, limit: request.query.limit }),
  );

  server.get(
    '/unread-count',
    { schema: { tags, summary: 'How many of your notifications are unread', security, response: { 200: unreadCount, ...errors } } },
    async (request) => ({ unread_count: await notices.countUnread(db, callerOf(request).userId) }),
  );

  await server.register(streamRoute, { database: context.database });

  server.post(
    '/mark-all-read',
    { schema: { tags, summary: 'Mark all your unread notifications read', security, response: { 200: updatedCount, ...errors } } },
    async (request) => ({ updated_count: await notices.markAllRead(db, callerOf(request).userId) }),
  );

  server.patch(
    '/bulk-update',
    {
      schema: {
        tags,
        summary: 'Mark the named notifications read, all or none',
        security,
        body: notificationBulkUpdateBody,
        response: { 200: updatedCount, ...errors },
      },
    },
    async (request) => ({ updated_count: await notices.bulkMarkRead(db, callerOf(request).userId, request.body.notification_ids) }),
  );

  server.delete(
    '/bulk-delete',
    { schema: { tags, summary: 'Delete the named notifications, all or none', security, body: notificationBulkDeleteBody, response: { 200: deletedCount, ...errors } } },
    async (request) => ({ deleted_count: await notices.bulkDelete(db, callerOf(request).userId, request.body.notification_ids) }),
  );

  server.post(
    '/:id/mark-read',
    { schema: { tags, summary: 'Mark one notification read', security, params: idParams, response: { 200: notification, ...errors } } },
    async (request) => notices.markRead(db, callerOf(request).userId, request.params.id),
  );

  server.patch(
    '/:id',
    {
      schema: { tags, summary: 'Mark one notification unread, or archive it', security, params: idParams, body: notificationStatusBody, response: { 200: notification, ...errors } },
    },
    async (request) => notices.setStatus(db, callerOf(request).userId, request.params.id, request.body),
  );

  server.delete(
    '/:id',
    { schema: { tags, summary: 'Delete one notification', security, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await notices.deleteNotification(db, callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

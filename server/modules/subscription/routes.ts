import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#contract/shared/schema.ts';
import { cancelResponse, pricingResponse, subscriptionStatusResponse, upgradeResponse } from '#contract/subscription/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { paymentProvider } from './payments.ts';
import { pricing } from './pricing.ts';
import * as subscription from './service.ts';

const errors = errorAnswers(401, 404, 409, 422);
const security = [{ bearer: [] }];
const tags = ['subscription'];

export const subscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);
  const payments = paymentProvider();

  server.get(
    '/status',
    { schema: { tags, summary: 'Your plan, matches used, and the limit and what remains of it', security, response: { 200: subscriptionStatusResponse, ...errors } } },
    async (request) => subscription.getSubscriptionStatus(db, callerOf(request).userId),
  );

  server.get(
    '/pricing',
    { schema: { tags, summary: 'The plans, why to upgrade, and how payment works', security, response: { 200: pricingResponse, ...errors } } },
    async () => pricing(payments),
  );

  server.post(
    '/upgrade',
    { schema: { tags, summary: 'Upgrade to Premium (a demonstration: no card is taken)', security, response: { 200: upgradeResponse, ...errors } } },
    async (request) => subscription.upgradeToPremium(db, payments, callerOf(request).userId),
  );

  server.post(
    '/cancel',
    { schema: { tags, summary: 'Cancel Premium at once and return to the Free plan', security, response: { 200: cancelResponse, ...errors } } },
    async (request) => subscription.cancelPremium(db, payments, callerOf(request).userId),
  );
};

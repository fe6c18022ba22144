import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#contract/shared/schema.ts';
import { cancelResponse, pricingResponse, subscriptionStatusResponse, upgradeResponse } from '#contract/subscription/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { paymentProvider } from './payments.ts';
import { pricing } from './pricing.ts';
import * as subscription from './service.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

const route = routeSchemas({ tags: ['subscription'], bearer: true, errors: errorAnswers(401, 404, 409, 422) });

export const subscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);
  const payments = paymentProvider();

  server.get(
    '/status',
    route('Your plan, matches used, and the limit and what remains of it', { response: { 200: subscriptionStatusResponse } }),
    async (request) => subscription.getSubscriptionStatus(db, callerOf(request).userId),
  );

  server.get('/pricing', route('The plans, why to upgrade, and how payment works', { response: { 200: pricingResponse } }), async () => pricing(payments));

  server.post('/upgrade', route('Upgrade to Premium (a demonstration: no card is taken)', { response: { 200: upgradeResponse } }), async (request) =>
    subscription.upgradeToPremium(db, payments, callerOf(request).userId),
  );

  server.post('/cancel', route('Cancel Premium at once and return to the Free plan', { response: { 200: cancelResponse } }), async (request) =>
    subscription.cancelPremium(db, payments, callerOf(request).userId),
  );
};

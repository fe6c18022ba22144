import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { app as appSchema } from '#contract/apps/schema.ts';
import { LOGO_MAX_BYTES, LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE, LOGO_UPLOAD_TYPES } from '#contract/logos/rules.ts';
import { logoFetchBody, storedLogo } from '#contract/logos/schema.ts';
import { errorBody, idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { acceptRawBodies, decidedBeforeTheBody, rawBodyOf } from '#server/lib/raw-body.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { storeFetchedLogo, storeUploadedLogo } from '#server/modules/logos/service.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors } from '../route-errors.ts';
import { removeAppLogo, uploadAppLogo } from './logo.ts';
import { findApp } from './write.ts';

const tags = ['admin: apps'];
const route = routeSchemas({ tags, bearer: true, errors: adminErrors });
const uploadRoute = routeSchemas({ tags, bearer: true, errors: { ...adminErrors, 400: errorBody, 413: errorBody, 415: errorBody } });
/** What an upload may be sent as, for the API description: the server reads the bytes whatever they are called. */
const consumes = [...LOGO_UPLOAD_TYPES];

/**
 * Logos for apps: an uploaded image (its own bytes as the body, read by those bytes), or one fetched
 * from an address; each is re-encoded to a small WebP and stored under the hash of its bytes.
 */
export const appLogoRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db' | 'fetchLogo'>> = async (app, { db, fetchLogo }) => {
  app.post(
    '/logos/fetch',
    route('Fetch a logo once from an address (http or https, public addresses only, at most 256 kB, 5 seconds) and store it; 422 says why it could not be', {
      body: logoFetchBody,
      response: { 200: storedLogo },
    }),
    async (request) => storeFetchedLogo(db, fetchLogo, request.body.url),
  );

  app.delete(
    '/apps/:id/logo',
    route("Remove an app's logo: it shows its coloured initial again", { params: idParams, response: { 200: appSchema } }),
    async (request) => removeAppLogo(db, callerOf(request).userId, request.params.id),
  );

  await app.register(uploadRoutes, { db });
};

/** The uploads: the image's own bytes as the body; the body limit and its refusal are this scope's own. */
const uploadRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db'>> = async (app, { db }) => {
  acceptRawBodies(app, LOGO_MAX_BYTES, LOGO_TOO_LARGE);

  app.post(
    '/logos',
    {
      ...uploadRoute('Upload a logo (PNG, JPEG or WebP, at most 256 kB, sent as the raw body) to give an app in the offer form', {
        consumes,
        response: { 201: storedLogo },
      }),
      bodyLimit: LOGO_MAX_BYTES,
    },
    async (request, reply) => reply.code(201).send(await storeUploadedLogo(db, rawBodyOf(request, LOGO_NOT_AN_IMAGE))),
  );

  app.post(
    '/apps/:id/logo',
    {
      ...uploadRoute("Upload a logo (PNG, JPEG or WebP, at most 256 kB, sent as the raw body) as an app's logo at once", {
        params: idParams,
        consumes,
        response: { 200: appSchema },
      }),
      bodyLimit: LOGO_MAX_BYTES,
      // An unknown app is refused before the body is read.
      ...decidedBeforeTheBody(async (_request, id) => void (await findApp(db, id))),
    },
    async (request) => uploadAppLogo(db, callerOf(request).userId, request.params.id, rawBodyOf(request, LOGO_NOT_AN_IMAGE)),
  );
};

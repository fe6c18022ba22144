import { errorBody } from '#contract/shared/schema.ts';

/** The error answers every guarded admin route may give, for the OpenAPI document. */
export const adminErrors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } as const;

/** Guarded admin routes take the admin token. */
export const adminSecurity = [{ bearer: [] }];

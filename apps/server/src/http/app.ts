import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import staticFiles from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { Problem } from '../core/problem.ts';
import { attachOutboundLog } from '../integrations/outbound/index.ts';
import { attachJobWorker } from '../jobs/attach.ts';
import { serverModules } from '../modules/index.ts';
import { registerActions } from './actions.ts';
import { requestLanguage } from './language.ts';
import { loggerOptions, type LogOptions } from './logging.ts';
import { registerApiAdmin } from './api-admin.ts';
import { appPageStatus } from './app-pages.ts';
import { registerHydra } from './hydra.ts';
import { registerLocalDrive } from './local-drive.ts';
import { docsPage, oneRosterOpenApiDocument, openApiDocument } from './openapi.ts';
import { scimOpenApiDocument } from './openapi-scim.ts';
import { installInputGuard } from './input-guard.ts';
import { installProblemHandler, sendProblem } from './problem-handler.ts';
import { registerResourceRoutes } from './resource-routes.ts';
import { registerObservability, requestIdOf } from './observability.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import type { Services } from './services.ts';
import { noteAfterAnswer } from '../modules/notifications/reader-language.ts';
import { webAppCaching } from './web-caching.ts';

const jsonTypes = ['application/json', 'application/merge-patch+json', 'application/ld+json'];

const isApiPath = (url: string): boolean => /^\/(api|ar|de|en|es|tr)(\/|$|\?)/.test(url);

/** A route as Fastify registered it (`/:lang/login`), hand-written ones included. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Builds the HTTP app over ready services; `main.ts` listens, tests inject or listen on port 0.
 * `routes`, when given, receives every route registered (the fuzzing suite walks them all).
 */
export const buildApp = async (
  services: Services,
  options: LogOptions & { routes?: RegisteredRoute[] } = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(services.config.logLevel, options),
    bodyLimit: 2 * 1024 * 1024,
    // Only configured proxies may name the client (rate limits count by request.ip).
    trustProxy: services.config.trustProxy,
    // While a node stops, requests on connections already open are still answered (`/health` 200
    // until the exit), idle keep-alive connections are closed, and no new connection is accepted.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    genReqId: requestIdOf,
    requestIdLogLabel: 'requestId',
  });
  registerSecurityHeaders(app, services.config);
  // A failed outbound call's detail (the store's words, a refused address) goes to this log only.
  attachOutboundLog(services.config, app.log);
  const routes = options.routes;
  if (routes) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  }
  installProblemHandler(app);
  installInputGuard(app);
  registerObservability(app, services);
  // A write's reply waits until its changes have reached this node's request cache (request-cache.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) await services.settle();
    // The language a successful call of a person stated: what their notices are written in.
    await noteAfterAnswer(services.db, request, reply.statusCode);
    return payload;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(jsonTypes, { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new Problem(400, 'errors.bad_request', 'errors.malformed_json'), undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  await app.register(compress, { threshold: 1024 });

  const declarations = serverModules.flatMap((module) => module.actions.map((action) => action.declaration));
  const document = openApiDocument(services.config.version, declarations);
  // `/xx/users/...`: a language-scoped action's path under an unknown language is a 404, not the web app's page.
  const languageRoots = new Set(
    declarations.filter((action) => action.path.startsWith('/{lang}/')).map((action) => action.path.split('/')[2]),
  );
  const isLanguageShaped = (url: string): boolean => {
    const [, first = '', second = ''] = (url.split('?')[0] ?? '').split('/');
    return /^[a-z]{2}$/i.test(first) && languageRoots.has(second);
  };
  const oneRosterDocument = oneRosterOpenApiDocument(services.config.version, declarations);
  app.get('/api/docs.json', async () => document);
  app.get('/api/docs/oneroster.json', async () => oneRosterDocument);
  const scimDocument = scimOpenApiDocument(services.config.version, declarations);
  app.get('/api/docs/scim.json', async () => scimDocument);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage(document)));
  registerHydra(app, services.config.version);
  // The local Drive's sign-in page: a stand-in of Google's, for the file manager's Drive tab.
  if (services.config.drive.provider === 'local') registerLocalDrive(app, services);
  // Actions before the generic resource routes, so an action may take a more specific path under `/api`.
  registerActions(app, services, serverModules);
  registerResourceRoutes(app, services);
  attachJobWorker(app, services);

  const webDist = services.config.webDist;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // preCompressed: the build's brotli and gzip copies at their highest levels (apps/web's
    // vite.config.ts), sent as they are to a browser that takes them: a sixth smaller than brotli
    // made per request at @fastify/compress's level 4, and no work per request. A file without a
    // copy (index.html, under 1 kB) is compressed per request as before.
    await app.register(staticFiles, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      index: ['index.html'],
      ...webAppCaching(webDist),
    });
  }
  const apiAdminPage = await registerApiAdmin(app, services.config.apiAdminDist);
  app.setNotFoundHandler(async (request, reply) => {
    const adminPage = hasWeb && request.method === 'GET' ? apiAdminPage?.(request.url, reply) : undefined;
    if (adminPage) return adminPage;
    // A missing file (a name with an extension) is a 404, not the app's page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isApiPath(request.url) || isLanguageShaped(request.url) || !hasWeb || request.method !== 'GET' || isFile) {
      return sendProblem(reply, requestLanguage(request), new Problem(404, 'errors.not_found', 'errors.not_found'));
    }
    // The single-page app routes every other path itself (its own 404 page included).
    const status = await appPageStatus(services.db, request.url);
    if (status === 200) return reply.sendFile('index.html');
    // A dead link's page: no validators, or a browser that saw the page while the link lived would
    // revalidate, be told "not modified", and get a 404 with an empty body (Chromium's error page).
    // Read here rather than through sendFile: with preCompressed, @fastify/static retries a file
    // without a compressed copy under its default options, validators included.
    const page = await readFile(join(webDist, 'index.html'), 'utf8');
    return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
  return app;
};

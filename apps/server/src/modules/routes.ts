import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/services.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerAccountRoutes } from './accounts/accounts.routes.ts';
import { registerHelpRoutes } from './ops/help.routes.ts';
import { registerPageViewRoutes } from './ops/page-views.routes.ts';
import { registerMenuRoutes } from './menus/menus.routes.ts';
import { registerSchoolRoutes } from './schools/schools.routes.ts';
import { registerUserRoutes } from './users/users.routes.ts';
import { registerSeasonRoutes } from './seasons/seasons.routes.ts';
import { registerStudentRoutes } from './school-life/students.routes.ts';
import { registerFileRoutes } from './files/files.routes.ts';
import { registerSchoolImageRoutes } from './schools/school-images.routes.ts';
import { registerImpersonationRoutes } from './impersonation/impersonation.routes.ts';

/**
 * Every module's own endpoints (the ones that are more than CRUD). They are registered before
 * the generic resource routes, so a module may take a more specific path under `/api`.
 * One line per module: this list is the map of what the server does beyond the engine.
 */
export const registerModuleRoutes = (app: FastifyInstance, services: Services): void => {
  registerAuthRoutes(app, services);
  registerUserRoutes(app, services);
  registerSchoolRoutes(app, services);
  registerMenuRoutes(app, services);
  registerPageViewRoutes(app, services);
  registerHelpRoutes(app, services);
  registerSeasonRoutes(app, services);
  registerStudentRoutes(app, services);
  registerFileRoutes(app, services);
  registerSchoolImageRoutes(app, services);
  registerImpersonationRoutes(app, services);
  registerAccountRoutes(app, services);
};

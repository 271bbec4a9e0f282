import type { FastifyPluginAsync } from 'fastify';
import { recordRoutes } from './daily-records/record-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { catalogueRoutes } from './exercise-catalogue/catalogue-routes';
import { goalRoutes } from './health-goals/goal-routes';
import type { RoutineRoutesOptions } from './routine-common/routine-route-kit';

export type RoutinesPluginOptions = RoutineRoutesOptions;

/**
 * Routines (mf-routine), `/api/routine` (issue 12, spec section 7 "Routine") on the caller's own goals: what is
 * recommended, the exercise catalogue, the dashboard, health goals and the daily records of each goal's days.
 */
export const routinesPlugin: FastifyPluginAsync<RoutinesPluginOptions> = async (app, options) => {
  await app.register(catalogueRoutes, options);
  await app.register(dashboardRoutes, options);
  await app.register(goalRoutes, options);
  await app.register(recordRoutes, options);
};

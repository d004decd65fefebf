/** The staff review desk's public surface: its routes. */
export { staffReviewRoutes } from './staff-review.routes';

import { defineEndpoint } from '../endpoint';
import { healthResponse } from '../health';

export const healthEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/health', summary: 'Liveness with a real database query', tags: ['system'], access: 'public', kind: 'json', answer: healthResponse }),
};

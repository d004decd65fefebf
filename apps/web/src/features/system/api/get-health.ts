import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Health = { status: 'ok'; database: string };

export const getHealth = () => api.get<Health>('/health');

export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: getHealth, staleTime: 0 });
}

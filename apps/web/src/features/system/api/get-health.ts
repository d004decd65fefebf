import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@repertoire/contract';
import { call } from '../../../lib/call';


export const getHealth = () => call(endpoints.health);

export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: getHealth, staleTime: 0 });
}

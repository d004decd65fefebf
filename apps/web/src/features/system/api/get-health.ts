import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';


export const getHealth = () => call('health');

export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: getHealth, staleTime: 0 });
}

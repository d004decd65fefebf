import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { statementsQueryKey } from './get-statements';

/** GET /statements/history: what the member earned per currency, distribution by distribution, for the chart. */
export const getStatementHistory = () => call('getStatementHistory', { query: { by: 'distribution' } });

export function useStatementHistory() {
  return useQuery({ queryKey: [...statementsQueryKey, 'history'], queryFn: getStatementHistory });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDataView } from '../../../../domain/schemas/privacy';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { myDataKeys } from './keys';

/** GET /api/client/my-data: the account and the LGPD requests made from it. */
export const getMyData = (signal?: AbortSignal) => api<MyDataView>('/api/client/my-data', { signal });

export const myDataQueryOptions = () => queryOptions({ queryKey: myDataKeys.view(), queryFn: ({ signal }) => getMyData(signal), staleTime: 0 });

export const useMyData = (config: QueryConfig<typeof myDataQueryOptions> = {}) => useQuery({ ...myDataQueryOptions(), ...config });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getCategories = (signal?: AbortSignal) => api<{ categories: CategoryDto[] }>('/api/finance/categories', { signal });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.categories(), queryFn: ({ signal }) => getCategories(signal), select: (d) => d.categories });

export const useCategories = () => useQuery(categoriesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

export const userKeys = {
  all: () => ['user'] as const,
  data: (userId: string) => [...userKeys.all(), 'data', userId] as const,
};

export const fetchUserData = (signal?: AbortSignal) => api.call('userData', { signal });

export const userDataQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.data(userId), queryFn: ({ signal }) => fetchUserData(signal) });

export const useUserData = (userId: string | null) =>
  useQuery({ ...userDataQueryOptions(userId ?? ''), enabled: userId !== null });

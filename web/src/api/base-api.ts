import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * Where API calls go. openapi.json keeps full paths (`/api/settings`), so the base is the origin.
 * Tests running in jsdom set an absolute origin (relative URLs do not parse there).
 */
export const apiBaseUrl = (): string => (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');

/** The one RTK Query API; generated endpoint files inject into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: apiBaseUrl(), credentials: 'include' }),
  endpoints: () => ({}),
});

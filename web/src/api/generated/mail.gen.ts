import { baseApi as api } from "../base-api";
export const addTagTypes = ["mail"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getUnseenMail: build.mutation<
        GetUnseenMailApiResponse,
        GetUnseenMailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/mail/unseen`,
          method: "POST",
          body: queryArg.unseenMailDto,
        }),
        invalidatesTags: ["mail"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as mailApi };
export type GetUnseenMailApiResponse = /** status 200  */ UnseenMailResponseDto;
export type GetUnseenMailApiArg = {
  unseenMailDto: UnseenMailDto;
};
export type UnseenMailResponseDto = {
  unseen_count: number;
};
export type ApiErrorDto = {
  /** A stable machine-readable code for domain errors. */
  code?: string;
  /** One human sentence describing the problem. */
  detail: string;
  error: string;
  message: string | string[];
  requestId: string;
  statusCode: number;
};
export type UnseenMailDto = {
  /** The spec's client sends the username; it must be the signed-in member's own. */
  username?: string;
};
export const { useGetUnseenMailMutation } = injectedRtkApi;

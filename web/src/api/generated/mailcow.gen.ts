import { baseApi as api } from "../base-api";
export const addTagTypes = ["mailcow"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      verifyMailbox: build.mutation<
        VerifyMailboxApiResponse,
        VerifyMailboxApiArg
      >({
        query: () => ({ url: `/api/mailcow/verify`, method: "POST" }),
        invalidatesTags: ["mailcow"],
      }),
      verifyMailboxOnly: build.mutation<
        VerifyMailboxOnlyApiResponse,
        VerifyMailboxOnlyApiArg
      >({
        query: () => ({ url: `/api/mailcow/verify-only`, method: "POST" }),
        invalidatesTags: ["mailcow"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as mailcowApi };
export type VerifyMailboxApiResponse =
  /** status 200  */ MailboxVerificationDto;
export type VerifyMailboxApiArg = void;
export type VerifyMailboxOnlyApiResponse =
  /** status 200  */ MailboxVerificationDto;
export type VerifyMailboxOnlyApiArg = void;
export type MailboxVerificationDto = {
  /** The member's internal mailbox address. */
  mailbox: string;
  /** The account's mail flag after this call. */
  mailcow_enabled: boolean;
  /** The mailbox exists and is active. */
  verified: boolean;
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
export const { useVerifyMailboxMutation, useVerifyMailboxOnlyMutation } =
  injectedRtkApi;

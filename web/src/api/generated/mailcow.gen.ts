import { baseApi as api } from "../base-api";
export const addTagTypes = ["mailcow"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      configureEmailProxy: build.mutation<
        ConfigureEmailProxyApiResponse,
        ConfigureEmailProxyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/email-proxy/configure`,
          method: "POST",
          body: queryArg.configureEmailProxyDto,
        }),
        invalidatesTags: ["mailcow"],
      }),
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
export type ConfigureEmailProxyApiResponse =
  /** status 200  */ EmailProxyResultDto;
export type ConfigureEmailProxyApiArg = {
  configureEmailProxyDto: ConfigureEmailProxyDto;
};
export type VerifyMailboxApiResponse =
  /** status 200  */ MailboxVerificationDto;
export type VerifyMailboxApiArg = void;
export type VerifyMailboxOnlyApiResponse =
  /** status 200  */ MailboxVerificationDto;
export type VerifyMailboxOnlyApiArg = void;
export type EmailProxyResultDto = {
  message: string;
  success: boolean;
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
export type ConfigureEmailProxyDto = {
  enableProxy: boolean;
};
export type MailboxVerificationDto = {
  /** The member's internal mailbox address. */
  mailbox: string;
  /** The account's mail flag after this call. */
  mailcow_enabled: boolean;
  /** The mailbox exists and is active. */
  verified: boolean;
};
export const {
  useConfigureEmailProxyMutation,
  useVerifyMailboxMutation,
  useVerifyMailboxOnlyMutation,
} = injectedRtkApi;

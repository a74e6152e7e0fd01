import { baseApi as api } from "../base-api";
export const addTagTypes = ["account"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAccount: build.query<GetAccountApiResponse, GetAccountApiArg>({
        query: () => ({ url: `/api/account` }),
        providesTags: ["account"],
      }),
      enableAccountService: build.mutation<
        EnableAccountServiceApiResponse,
        EnableAccountServiceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/account/enable`,
          method: "POST",
          body: queryArg.setServiceFlagDto,
        }),
        invalidatesTags: ["account"],
      }),
      setAccountService: build.mutation<
        SetAccountServiceApiResponse,
        SetAccountServiceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/account/set`,
          method: "POST",
          body: queryArg.setServiceFlagDto,
        }),
        invalidatesTags: ["account"],
      }),
      updateSignature: build.mutation<
        UpdateSignatureApiResponse,
        UpdateSignatureApiArg
      >({
        query: (queryArg) => ({
          url: `/api/account/signature`,
          method: "PUT",
          body: queryArg.updateSignatureDto,
        }),
        invalidatesTags: ["account"],
      }),
      getAccountStatus: build.query<
        GetAccountStatusApiResponse,
        GetAccountStatusApiArg
      >({
        query: () => ({ url: `/api/account/status` }),
        providesTags: ["account"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as accountApi };
export type GetAccountApiResponse = /** status 200  */ AccountResponseDto;
export type GetAccountApiArg = void;
export type EnableAccountServiceApiResponse =
  /** status 200  */ AccountStatusDto;
export type EnableAccountServiceApiArg = {
  setServiceFlagDto: SetServiceFlagDto;
};
export type SetAccountServiceApiResponse = /** status 200  */ AccountStatusDto;
export type SetAccountServiceApiArg = {
  setServiceFlagDto: SetServiceFlagDto;
};
export type UpdateSignatureApiResponse = /** status 200  */ SuccessResponseDto;
export type UpdateSignatureApiArg = {
  updateSignatureDto: UpdateSignatureDto;
};
export type GetAccountStatusApiResponse = /** status 200  */ AccountStatusDto;
export type GetAccountStatusApiArg = void;
export type AccountResponseDto = {
  cloud_storage_opt_in: boolean;
  email_opt_in: boolean;
  mailcow_enabled: boolean;
  member_access_enabled: boolean;
  nextcloud_enabled: boolean;
  resume_uploaded: boolean;
  signature: string;
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
export type AccountStatusDto = {
  mailcow_enabled: boolean;
  nextcloud_enabled: boolean;
};
export type SetServiceFlagDto = {
  mailcow?: boolean;
  nextcloud?: boolean;
};
export type SuccessResponseDto = {
  success: boolean;
};
export type UpdateSignatureDto = {
  /** Up to 2,000 characters; may be empty. */
  signature: string;
};
export const {
  useGetAccountQuery,
  useEnableAccountServiceMutation,
  useSetAccountServiceMutation,
  useUpdateSignatureMutation,
  useGetAccountStatusQuery,
} = injectedRtkApi;

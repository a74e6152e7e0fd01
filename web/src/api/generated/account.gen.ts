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
      updatePreferences: build.mutation<
        UpdatePreferencesApiResponse,
        UpdatePreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/account/preferences`,
          method: "PUT",
          body: queryArg.updatePreferencesDto,
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
      getPdfSizes: build.query<GetPdfSizesApiResponse, GetPdfSizesApiArg>({
        query: () => ({ url: `/api/pdf/sizes` }),
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
export type UpdatePreferencesApiResponse =
  /** status 200  */ MessageResponseDto;
export type UpdatePreferencesApiArg = {
  updatePreferencesDto: UpdatePreferencesDto;
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
export type GetPdfSizesApiResponse = /** status 200  */ PdfSizeDto[];
export type GetPdfSizesApiArg = void;
export type AccountResponseDto = {
  cloud_storage_opt_in: boolean;
  default_wip_email_proxy: boolean;
  effective_pdf_margin: number;
  effective_pdf_page_size: string;
  email_opt_in: boolean;
  mailcow_enabled: boolean;
  member_access_enabled: boolean;
  nextcloud_enabled: boolean;
  /** The chosen margin in points, or null for the default. */
  pdf_margin?: number | null;
  /** The chosen page size, or null for the default. */
  pdf_page_size?: string | null;
  /** The page size in use, with its dimensions: `A4 (8.27 × 11.69 in)`. */
  pdf_page_size_label: string;
  resume_uploaded: boolean;
  signature: string;
  /** Whether mail is forwarded to the personal address (the chosen value, else the default). */
  wip_email_proxy: boolean;
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
export type MessageResponseDto = {
  message: string;
  success: boolean;
};
export type UpdatePreferencesDto = {
  /** Points, 10 to 144; blank or null goes back to the default (50). */
  pdf_margin?: number | null;
  pdf_page_size?:
    ("A4" | "Letter" | "Legal" | "A5" | "Executive" | "B5") | null;
  wip_email_proxy?: boolean;
};
export type SuccessResponseDto = {
  success: boolean;
};
export type UpdateSignatureDto = {
  /** Up to 2,000 characters; may be empty. */
  signature: string;
};
export type PdfSizeDto = {
  /** Width and height in inches. */
  dim_in: number[];
  name: string;
};
export const {
  useGetAccountQuery,
  useEnableAccountServiceMutation,
  useUpdatePreferencesMutation,
  useSetAccountServiceMutation,
  useUpdateSignatureMutation,
  useGetAccountStatusQuery,
  useGetPdfSizesQuery,
} = injectedRtkApi;

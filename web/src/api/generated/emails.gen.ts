import { baseApi as api } from "../base-api";
export const addTagTypes = ["emails"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getEmailDefaults: build.query<
        GetEmailDefaultsApiResponse,
        GetEmailDefaultsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/emails/defaults`,
          params: {
            packetId: queryArg.packetId,
          },
        }),
        providesTags: ["emails"],
      }),
      sendEmail: build.mutation<SendEmailApiResponse, SendEmailApiArg>({
        query: (queryArg) => ({
          url: `/api/emails/send`,
          method: "POST",
          body: queryArg.sendEmailDto,
        }),
        invalidatesTags: ["emails"],
      }),
      testEmailConnection: build.mutation<
        TestEmailConnectionApiResponse,
        TestEmailConnectionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/emails/test-connection`,
          method: "POST",
          body: queryArg.testConnectionDto,
        }),
        invalidatesTags: ["emails"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as emailsApi };
export type GetEmailDefaultsApiResponse = /** status 200  */ EmailDefaultsDto;
export type GetEmailDefaultsApiArg = {
  /** The packet to be sent: its job fills the subject and tells whether there is an address. */
  packetId?: string;
};
export type SendEmailApiResponse = /** status 202  */ SendEmailResultDto;
export type SendEmailApiArg = {
  sendEmailDto: SendEmailDto;
};
export type TestEmailConnectionApiResponse =
  /** status 200  */ TestConnectionResultDto;
export type TestEmailConnectionApiArg = {
  testConnectionDto: TestConnectionDto;
};
export type EmailDefaultsValuesDto = {
  body: string;
  subject: string;
  /** The recipient's display name (Hiring Manager); the address is the posting's own. */
  to: string;
  /** The posting's contact address, or null when it gives none. */
  toAddress: string | null;
};
export type EmailDefaultsDto = {
  /** Whether Send can work for this packet. */
  canSend: boolean;
  defaults: EmailDefaultsValuesDto;
  /** Why it cannot, for the member; null when it can. */
  reason: string | null;
  /** false: e-mails are kept in the outbox, not sent. */
  smtpConfigured: boolean;
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
export type SendEmailResultDto = {
  emailId: string;
  message: string;
  status: "queued" | "held";
  success: boolean;
};
export type SendEmailDto = {
  body: string;
  packetId: string;
  subject: string;
  /** The display name of the recipient (read-only in the form: Hiring Manager). The address is never the client's to choose. */
  to: string;
};
export type TestConnectionResultDto = {
  message: string;
  success: boolean;
};
export type TestConnectionDto = {
  /** Sent by the spec's screen; the server signs in with its own SMTP credentials and ignores it. */
  userPassword?: string;
};
export const {
  useGetEmailDefaultsQuery,
  useSendEmailMutation,
  useTestEmailConnectionMutation,
} = injectedRtkApi;

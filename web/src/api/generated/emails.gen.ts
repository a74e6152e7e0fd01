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
      getOAuth2MailConfig: build.query<
        GetOAuth2MailConfigApiResponse,
        GetOAuth2MailConfigApiArg
      >({
        query: () => ({ url: `/api/emails/oauth2-config` }),
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
      testOAuth2Mail: build.mutation<
        TestOAuth2MailApiResponse,
        TestOAuth2MailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/emails/test-oauth2`,
          method: "POST",
          body: queryArg.testOAuth2Dto,
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
export type GetOAuth2MailConfigApiResponse =
  /** status 200  */ OAuth2MailConfigDto;
export type GetOAuth2MailConfigApiArg = void;
export type SendEmailApiResponse = /** status 202  */ SendEmailResultDto;
export type SendEmailApiArg = {
  sendEmailDto: SendEmailDto;
};
export type TestEmailConnectionApiResponse =
  /** status 200  */ TestConnectionResultDto;
export type TestEmailConnectionApiArg = {
  testConnectionDto: TestConnectionDto;
};
export type TestOAuth2MailApiResponse = /** status 200  */ OAuth2TestResultDto;
export type TestOAuth2MailApiArg = {
  testOAuth2Dto: TestOAuth2Dto;
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
export type OAuth2MailSmtpDto = {
  host: string;
  port: number;
  /** Implicit TLS (otherwise STARTTLS when offered). */
  secure: boolean;
};
export type OAuth2MailConfigDto = {
  /** Its OAuth2 authorize endpoint; null when not configured. */
  authorizeUrl?: string | null;
  /** The backend client id (MAIL_OAUTH2_CLIENT_ID), when set; its secret never leaves the server. */
  backendClientId?: string | null;
  /** The backend client's redirect address: this server's public address + /oauth/callback. */
  backendRedirectUri: string;
  /** The mail server (Mailcow) base address; null when not configured. */
  mailServerUrl?: string | null;
  /** The SMTP server the capability probe talks to; null when not configured. */
  smtp?: OAuth2MailSmtpDto | null;
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
export type SmtpCapabilitiesDto = {
  /** Every EHLO capability line, as the server sent it. */
  all: string[];
  /** AUTH mechanisms, upper case: PLAIN, LOGIN, XOAUTH2, OAUTHBEARER… */
  auth: string[];
  /** SMTP_HOST. */
  host: string;
  /** SMTP_PORT. */
  port: number;
  /** The capabilities were read over TLS (implicit TLS, or upgraded with STARTTLS). */
  secure: boolean;
};
export type OAuth2TestStage =
  | "token_exchange"
  | "token_error"
  | "profile"
  | "profile_error"
  | "smtp_capability"
  | "smtp_error"
  | "not_configured"
  | "invalid_request";
export type OAuth2TestResultDto = {
  /** With stage smtp_capability. */
  capabilities?: SmtpCapabilitiesDto;
  /** The provider's JSON answer, { raw } when it was not a JSON object, or the server's { message }. */
  data: {
    [key: string]: any;
  };
  /** The step the test ended on. */
  stage: OAuth2TestStage;
  /** The provider's HTTP status, or the server's: 200 probe done, 400 nothing to test, 502 no answer, 503 not configured. */
  status: number;
};
export type OAuth2DiagnosticsDto = {
  /** An access token from an earlier exchange, for fetchProfile without a new code. */
  accessToken?: string;
  /** Add the token request summary and the SMTP conversation to data. */
  debug?: boolean;
  /** Read the signed-in user's profile with the access token (stage profile or profile_error). */
  fetchProfile?: boolean;
  /** List the SMTP server's AUTH mechanisms (stage smtp_capability or smtp_error). */
  listAuth?: boolean;
  /** Log each step on the server (never a code, secret or token) at info level. */
  logger?: boolean;
};
export type OAuth2CredentialsDto = {
  /** The authorization code the provider sent to the redirect address. */
  authorizationCode?: string;
  /** The page's OAuth2 client; without it the server's (MAIL_OAUTH2_CLIENT_ID) is used. */
  clientId?: string;
  /** The secret of clientId. */
  clientSecret?: string;
  /** The redirect address of the authorization request; default {PUBLIC_URL}/oauth/callback. */
  redirectUri?: string;
};
export type TestOAuth2Dto = {
  diagnostics?: OAuth2DiagnosticsDto;
  oauth2?: OAuth2CredentialsDto;
};
export const {
  useGetEmailDefaultsQuery,
  useGetOAuth2MailConfigQuery,
  useSendEmailMutation,
  useTestEmailConnectionMutation,
  useTestOAuth2MailMutation,
} = injectedRtkApi;

import { baseApi as api } from "../base-api";
export const addTagTypes = ["ollama"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getOllamaEnvironment: build.query<
        GetOllamaEnvironmentApiResponse,
        GetOllamaEnvironmentApiArg
      >({
        query: () => ({ url: `/api/ollama/environment` }),
        providesTags: ["ollama"],
      }),
      parseResumeWithOllama: build.mutation<
        ParseResumeWithOllamaApiResponse,
        ParseResumeWithOllamaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ollama/parse-resume`,
          method: "POST",
          body: queryArg.parseResumeTestDto,
        }),
        invalidatesTags: ["ollama"],
      }),
      testOllamaConnection: build.mutation<
        TestOllamaConnectionApiResponse,
        TestOllamaConnectionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ollama/test-connection`,
          method: "POST",
          body: queryArg.testOllamaConnectionDto,
        }),
        invalidatesTags: ["ollama"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as ollamaApi };
export type GetOllamaEnvironmentApiResponse =
  /** status 200  */ OllamaEnvironmentDto;
export type GetOllamaEnvironmentApiArg = void;
export type ParseResumeWithOllamaApiResponse =
  /** status 200  */ ParseResumeTestResponseDto;
export type ParseResumeWithOllamaApiArg = {
  parseResumeTestDto: ParseResumeTestDto;
};
export type TestOllamaConnectionApiResponse =
  /** status 200  */ TestOllamaConnectionResponseDto;
export type TestOllamaConnectionApiArg = {
  testOllamaConnectionDto: TestOllamaConnectionDto;
};
export type AiProviderName = "builtin" | "ollama";
export type OllamaEnvironmentDto = {
  /** Prefills of the test pages. */
  defaultLocalHost: string;
  defaultLocalPort: number;
  defaultParsePrompt: string;
  hostedUrl: string | null;
  /** The configured local server, or null. */
  localUrl: string | null;
  primaryModel: string;
  /** Which provider answers the product's AI tasks now. */
  provider: AiProviderName;
  secondaryModel: string;
  tokenConfigured: boolean;
  useHosted: boolean;
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
export type OllamaConnectionType = "local" | "hosted";
export type ResumeFileKind = "pdf" | "docx" | "json" | "txt";
export type ParseResumeTestResponseDto = {
  /** Characters of resume text sent to the model. */
  characters: number;
  connectionType: OllamaConnectionType;
  fileKind: ResumeFileKind;
  model: string;
  /** The six sections the model returned, validated. */
  parsedContent: {
    [key: string]: any;
  };
  responseTime: number;
  url: string;
};
export type ParseResumeTestDto = {
  connectionType: OllamaConnectionType;
  /** JSON of HostedOllamaSettingsDto; required for hosted */
  hostedSettings?: string;
  /** JSON of LocalOllamaSettingsDto; required for local */
  localSettings?: string;
  /** JSON of OllamaOptionsDto */
  ollamaOptions?: string;
  /** The parsing instruction; the six-section default when empty. */
  prompt?: string;
  /** The resume: .pdf, .json (JSON Resume) or .txt, at most 5 MB */
  resume?: Blob;
};
export type OllamaTestResultDto = {
  /** A token was sent, or the server asked for one. */
  authRequired: boolean;
  connectionType: OllamaConnectionType;
  /** Why the test failed; null on success. */
  error: string | null;
  isLocalhost: boolean;
  models: string[];
  /** Milliseconds until both version and model list arrived; null when the test failed. */
  responseTime: number | null;
  success: boolean;
  url: string;
  version: string | null;
};
export type TestOllamaConnectionResponseDto = {
  environment: OllamaEnvironmentDto;
  results: OllamaTestResultDto[];
  /** ISO time of the test. */
  testedAt: string;
};
export type HostedOllamaSettingsDto = {
  /** Bearer token of the hosted endpoint. */
  authToken?: string;
  url: string;
};
export type LocalOllamaSettingsDto = {
  /** Host name or IP address of the local server; an http:// or https:// prefix is allowed, other schemes are not. */
  host: string;
  port: number;
};
export type OllamaTestType = "local" | "hosted" | "both";
export type TestOllamaConnectionDto = {
  hostedSettings?: HostedOllamaSettingsDto;
  localSettings?: LocalOllamaSettingsDto;
  testType: OllamaTestType;
};
export const {
  useGetOllamaEnvironmentQuery,
  useParseResumeWithOllamaMutation,
  useTestOllamaConnectionMutation,
} = injectedRtkApi;

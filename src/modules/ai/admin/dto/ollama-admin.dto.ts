import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

export const CONNECTION_TYPES = ['local', 'hosted'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const TEST_TYPES = ['local', 'hosted', 'both'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export class LocalOllamaSettingsDto {
  /** Host name or IP address of the local server; an http:// or https:// prefix is allowed, other schemes are not. */
  @IsString()
  @Matches(/^(https?:\/\/)?([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]+\])\/?$/, {
    message: 'host must be a host name or IP address, optionally with http:// or https://',
  })
  host: string;

  @Type(() => Number)
  @IsInt({ message: 'port must be an integer between 1 and 65535' })
  @Min(1, { message: 'port must be an integer between 1 and 65535' })
  @Max(65535, { message: 'port must be an integer between 1 and 65535' })
  port: number;
}

export class HostedOllamaSettingsDto {
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'url must be an http(s) URL' })
  @MaxLength(2000)
  url: string;

  /** Bearer token of the hosted endpoint. */
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  authToken?: string;
}

export class TestOllamaConnectionDto {
  @ApiProperty({ enum: TEST_TYPES, enumName: 'OllamaTestType' })
  @IsIn(TEST_TYPES, { message: 'testType must be one of: local, hosted, both' })
  testType: TestType;

  @ValidateIf((o: TestOllamaConnectionDto) => o.testType === 'local' || o.testType === 'both')
  @IsObject({ message: 'localSettings is required to test the local server' })
  @ValidateNested()
  @Type(() => LocalOllamaSettingsDto)
  localSettings?: LocalOllamaSettingsDto;

  @ValidateIf((o: TestOllamaConnectionDto) => o.testType === 'hosted' || o.testType === 'both')
  @IsObject({ message: 'hostedSettings is required to test the hosted server' })
  @ValidateNested()
  @Type(() => HostedOllamaSettingsDto)
  hostedSettings?: HostedOllamaSettingsDto;
}

export class OllamaTestResultDto {
  success: boolean;
  @ApiProperty({ enum: CONNECTION_TYPES, enumName: 'OllamaConnectionType' })
  connectionType: ConnectionType;
  url: string;
  /** Why the test failed; null on success. */
  error: string | null;
  /** Milliseconds until both version and model list arrived; null when the test failed. */
  responseTime: number | null;
  /** A token was sent, or the server asked for one. */
  authRequired: boolean;
  isLocalhost: boolean;
  version: string | null;
  models: string[];
}

export class OllamaEnvironmentDto {
  /** The configured local server, or null. */
  localUrl: string | null;
  hostedUrl: string | null;
  tokenConfigured: boolean;
  useHosted: boolean;
  /** Which provider answers the product's AI tasks now. */
  @ApiProperty({ enum: ['builtin', 'ollama'], enumName: 'AiProviderName' })
  provider: 'builtin' | 'ollama';
  primaryModel: string;
  secondaryModel: string;
  /** Prefills of the test pages. */
  defaultLocalHost: string;
  defaultLocalPort: number;
  defaultParsePrompt: string;
}

export class TestOllamaConnectionResponseDto {
  results: OllamaTestResultDto[];
  environment: OllamaEnvironmentDto;
  /** ISO time of the test. */
  testedAt: string;
}

/** An optional number in [min, max] (whole when `integer`), with one message naming the range. */
const InRange = (field: string, min: number, max: number, integer = false) => {
  const message = `${field} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`;
  return applyDecorators(IsOptional(), integer ? IsInt({ message }) : IsNumber({}, { message }), Min(min, { message }), Max(max, { message }));
};

/** Tuning of the resume parser test (part 3 §3 and §5 ranges, §9 defaults). */
export class OllamaOptionsDto {
  @IsOptional()
  @Matches(/^[\w.:/-]{1,100}$/, { message: 'model must be a model name such as llama3.1:8b' })
  model: string = 'llama3.1:8b';

  @InRange('temperature', 0, 2)
  temperature: number = 0.2;

  @InRange('timeoutMs', 1000, 60000, true)
  timeoutMs: number = 20000;

  @InRange('maxTokens', 100, 8000, true)
  maxTokens: number = 4000;

  @InRange('topP', 0, 1)
  topP: number = 0.9;

  @InRange('topK', 1, 100, true)
  topK: number = 40;

  @InRange('repeatPenalty', 0.5, 2)
  repeatPenalty: number = 1.1;
}

/** Multipart fields carry JSON text; parse it into the nested class (unparseable text stays a string and fails @IsObject). */
const jsonField = <T>(cls: new () => T) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed = JSON.parse(value) as unknown;
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? plainToInstance(cls, parsed) : value;
    } catch {
      return value;
    }
  });

/** The multipart fields of POST /api/ollama/parse-resume (the file goes in `resume`). */
export class ParseResumeTestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The resume: .pdf, .json (JSON Resume) or .txt, at most 5 MB' })
  @IsOptional() // the file arrives through the upload interceptor, not the body
  resume?: unknown;

  /** The parsing instruction; the six-section default when empty. */
  @IsOptional()
  @IsString()
  @MaxLength(20000, { message: 'prompt must be at most 20000 characters' })
  prompt?: string;

  @ApiProperty({ enum: CONNECTION_TYPES, enumName: 'OllamaConnectionType' })
  @IsIn(CONNECTION_TYPES, { message: 'connectionType must be local or hosted' })
  connectionType: ConnectionType;

  @ApiProperty({ type: 'string', description: 'JSON of OllamaOptionsDto' })
  @IsOptional()
  @jsonField(OllamaOptionsDto)
  @IsObject({ message: 'ollamaOptions must be a JSON object' })
  @ValidateNested()
  ollamaOptions?: OllamaOptionsDto;

  @ApiProperty({ type: 'string', required: false, description: 'JSON of LocalOllamaSettingsDto; required for local' })
  @ValidateIf((o: ParseResumeTestDto) => o.connectionType === 'local')
  @jsonField(LocalOllamaSettingsDto)
  @IsObject({ message: 'localSettings must be a JSON object with host and port' })
  @ValidateNested()
  localSettings?: LocalOllamaSettingsDto;

  @ApiProperty({ type: 'string', required: false, description: 'JSON of HostedOllamaSettingsDto; required for hosted' })
  @ValidateIf((o: ParseResumeTestDto) => o.connectionType === 'hosted')
  @jsonField(HostedOllamaSettingsDto)
  @IsObject({ message: 'hostedSettings must be a JSON object with url and authToken' })
  @ValidateNested()
  hostedSettings?: HostedOllamaSettingsDto;
}

export class ParseResumeTestResponseDto {
  /** The six sections the model returned, validated. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  parsedContent: Record<string, unknown>;
  @ApiProperty({ enum: CONNECTION_TYPES, enumName: 'OllamaConnectionType' })
  connectionType: ConnectionType;
  url: string;
  model: string;
  responseTime: number;
  @ApiProperty({ enum: ['pdf', 'docx', 'json', 'txt'], enumName: 'ResumeFileKind' })
  fileKind: 'pdf' | 'docx' | 'json' | 'txt';
  /** Characters of resume text sent to the model. */
  characters: number;
}

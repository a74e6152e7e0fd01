import { ollamaApi, type ParseResumeTestDto } from './generated/ollama.gen';

/** The administrator's language-model diagnostics. The parser test sends multipart form data. */
export const ollama = ollamaApi.enhanceEndpoints({
  endpoints: {
    testOllamaConnection: { invalidatesTags: [] },
    parseResumeWithOllama: (definition) => {
      definition.invalidatesTags = [];
      definition.query = ({ parseResumeTestDto }: { parseResumeTestDto: ParseResumeTestDto }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(parseResumeTestDto)) {
          if (value === undefined) continue;
          if (value instanceof Blob) form.append(key, value, 'name' in value ? String(value.name) : key);
          else form.append(key, String(value));
        }
        return { url: '/api/ollama/parse-resume', method: 'POST', body: form };
      };
    },
  },
});

export const { useGetOllamaEnvironmentQuery, useTestOllamaConnectionMutation, useParseResumeWithOllamaMutation } = ollama;
export type { OllamaEnvironmentDto, OllamaTestResultDto, ParseResumeTestResponseDto } from './generated/ollama.gen';

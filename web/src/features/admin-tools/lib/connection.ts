/** The connection fields shared by the language-model test pages (part 3 §2.11–2.12). */
export interface ConnectionSettings {
  host: string;
  port: string;
  hostedUrl: string;
  authToken: string;
}

export const HOST_PATTERN = /^(https?:\/\/)?([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]+\])\/?$/;

/** What is wrong with the fields a test of `target` needs, or null. */
export function connectionProblem(s: ConnectionSettings, target: 'local' | 'hosted'): string | null {
  if (target === 'local') {
    if (!HOST_PATTERN.test(s.host.trim())) return 'Enter the local host name or IP address (http or https only).';
    const port = Number(s.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) return 'Enter a port between 1 and 65535.';
    return null;
  }
  try {
    const url = new URL(s.hostedUrl.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    return 'Enter the hosted URL, starting with http:// or https://.';
  }
  return null;
}

export const localSettings = (s: ConnectionSettings) => ({ host: s.host.trim(), port: Number(s.port) });
export const hostedSettings = (s: ConnectionSettings) => ({ url: s.hostedUrl.trim(), ...(s.authToken.trim() ? { authToken: s.authToken.trim() } : {}) });

export { RESUME_MAX_BYTES, resumeFileProblem } from '../../../lib/resumeFile';

/** Tuning inputs and their ranges (part 3 §5, defaults §9). */
export const TUNING = [
  { key: 'temperature', label: 'Temperature', min: 0, max: 2, step: 0.1, integer: false },
  { key: 'timeoutMs', label: 'Timeout (ms)', min: 1000, max: 60000, step: 1000, integer: true },
  { key: 'maxTokens', label: 'Max tokens', min: 100, max: 8000, step: 100, integer: true },
  { key: 'topP', label: 'Top P', min: 0, max: 1, step: 0.05, integer: false },
  { key: 'topK', label: 'Top K', min: 1, max: 100, step: 1, integer: true },
  { key: 'repeatPenalty', label: 'Repeat penalty', min: 0.5, max: 2, step: 0.05, integer: false },
] as const;
export type TuningKey = (typeof TUNING)[number]['key'];
export const DEFAULT_TUNING: Record<TuningKey, string> & { model: string } = {
  model: 'llama3.1:8b',
  temperature: '0.2',
  timeoutMs: '20000',
  maxTokens: '4000',
  topP: '0.9',
  topK: '40',
  repeatPenalty: '1.1',
};

export function tuningProblem(values: Record<TuningKey, string> & { model: string }): string | null {
  if (!/^[\w.:/-]{1,100}$/.test(values.model.trim())) return 'Enter a model name such as llama3.1:8b.';
  for (const t of TUNING) {
    const n = Number(values[t.key]);
    if (values[t.key].trim() === '' || !Number.isFinite(n) || n < t.min || n > t.max || (t.integer && !Number.isInteger(n))) {
      return `${t.label} must be ${t.integer ? 'a whole number' : 'a number'} from ${t.min} to ${t.max}.`;
    }
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { INVALID_RESUME_TYPE } from '../../../lib/resumeFile';
import { connectionProblem, DEFAULT_TUNING, resumeFileProblem, tuningProblem } from './connection';

const base = { host: '10.0.0.5', port: '11434', hostedUrl: 'https://ollama.example.org', authToken: '' };

describe('language-model test fields', () => {
  it('accepts host names and IPs, with http(s) only', () => {
    expect(connectionProblem(base, 'local')).toBeNull();
    expect(connectionProblem({ ...base, host: 'http://gpu-box.lan' }, 'local')).toBeNull();
    expect(connectionProblem({ ...base, host: 'ftp://gpu-box' }, 'local')).toMatch(/http or https only/);
    expect(connectionProblem({ ...base, port: '70000' }, 'local')).toMatch(/between 1 and 65535/);
    expect(connectionProblem({ ...base, hostedUrl: 'file:///etc/passwd' }, 'hosted')).toMatch(/http:\/\/ or https:\/\//);
  });

  it('checks the upload as the spec says', () => {
    expect(resumeFileProblem(null)).toBe('Please select a file first.');
    expect(resumeFileProblem(new File(['x'], 'cv.exe'))).toBe(INVALID_RESUME_TYPE);
    expect(resumeFileProblem(new File(['x'], 'cv.DOCX'))).toBeNull();
    expect(resumeFileProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.PDF'))).toBe('File too large. Maximum size is 5MB.');
    expect(resumeFileProblem(new File(['x'], 'cv.Json'))).toBeNull();
  });

  it('enforces the tuning ranges', () => {
    expect(tuningProblem(DEFAULT_TUNING)).toBeNull();
    expect(tuningProblem({ ...DEFAULT_TUNING, temperature: '2.1' })).toBe('Temperature must be a number from 0 to 2.');
    expect(tuningProblem({ ...DEFAULT_TUNING, topK: '4.5' })).toBe('Top K must be a whole number from 1 to 100.');
    expect(tuningProblem({ ...DEFAULT_TUNING, timeoutMs: '' })).toBe('Timeout (ms) must be a whole number from 1000 to 60000.');
  });
});

import { ConfigurationError, validate } from './env.validation';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', REDIS_URL: 'redis://localhost:6379/0' };

function problems(env: Record<string, string>): string[] {
  try {
    validate({ ...base, ...env });
  } catch (err) {
    if (err instanceof ConfigurationError) return err.problems;
    throw err;
  }
  return [];
}

describe('validate (environment)', () => {
  it('applies defaults for everything optional', () => {
    const env = validate(base);
    expect(env).toMatchObject({ PORT: 3000, ROLE: 'all', LOG_LEVEL: 'info', QUEUE_PREFIX: 'waypoint', TRUST_PROXY: false });
  });

  it('turns numeric and boolean strings into values', () => {
    expect(validate({ ...base, PORT: '8080', TRUST_PROXY: 'yes' })).toMatchObject({ PORT: 8080, TRUST_PROXY: true });
  });

  it('treats an empty value as unset', () => {
    expect(validate({ ...base, PORT: '' }).PORT).toBe(3000);
  });

  it.each([['abc'], ['0'], ['70000'], ['80.5']])('names PORT when it is %s', (port) => {
    expect(problems({ PORT: port })).toEqual(['PORT must be an integer between 1 and 65535']);
  });

  it('names every bad variable at once', () => {
    const found = problems({ DATABASE_URL: 'mysql://x', ROLE: 'boss', TRUST_PROXY: 'maybe' });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/DATABASE_URL/);
    expect(found.join('\n')).toMatch(/ROLE/);
    expect(found.join('\n')).toMatch(/TRUST_PROXY/);
  });

  it('requires the database and Redis addresses', () => {
    expect(() => validate({})).toThrow(/DATABASE_URL[\s\S]*REDIS_URL/);
  });

  it('configures the AI engine: builtin by default, Ollama URLs checked, ollama needing a server', () => {
    expect(validate(base)).toMatchObject({ AI_PROVIDER: 'auto', AI_CONCURRENCY: 2, OLLAMA_PRIMARY_MODEL: 'llama3.1:8b', OLLAMA_USE_HOSTED: false });
    expect(problems({ OLLAMA_URL: 'ollama:11434' })).toEqual(['OLLAMA_URL must be an http(s) URL (AI_PROVIDER=ollama needs OLLAMA_URL or OLLAMA_HOSTED_URL)']);
    expect(problems({ AI_PROVIDER: 'ollama' })).toEqual(['OLLAMA_URL must be an http(s) URL (AI_PROVIDER=ollama needs OLLAMA_URL or OLLAMA_HOSTED_URL)']);
    expect(problems({ AI_PROVIDER: 'ollama', OLLAMA_HOSTED_URL: 'https://llm.example.org' })).toEqual([]);
    expect(problems({ AI_PROVIDER: 'gpt' })).toEqual(['AI_PROVIDER must be one of: auto, builtin, ollama']);
    expect(problems({ AI_CONCURRENCY: '0' })).toEqual(['AI_CONCURRENCY must be an integer between 1 and 32']);
  });
});

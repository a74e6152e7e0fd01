import type { OllamaEnvironmentDto } from '../../../api/ollama';

/** What the server is configured with, and when the page last tested (part 3 §2.11). */
export function EnvironmentPanel({ env, lastTest }: { env?: OllamaEnvironmentDto; lastTest: string | null }) {
  return (
    <section className="panel" aria-labelledby="env-title">
      <h2 id="env-title">Environment</h2>
      {!env ? (
        <p className="muted">Loading…</p>
      ) : (
        <dl className="facts">
          <dt>Local URL</dt>
          <dd>{env.localUrl ?? 'Not configured'}</dd>
          <dt>Hosted URL</dt>
          <dd>{env.hostedUrl ?? 'Not configured'}</dd>
          <dt>Token</dt>
          <dd>{env.tokenConfigured ? 'Configured' : 'Not configured'}</dd>
          <dt>Use hosted</dt>
          <dd>{String(env.useHosted)}</dd>
          <dt>AI provider in use</dt>
          <dd>
            {env.provider === 'builtin' ? 'Built-in engine' : 'Ollama'} ({env.primaryModel}
            {env.secondaryModel !== env.primaryModel ? `, secondary ${env.secondaryModel}` : ''})
          </dd>
          <dt>Last test</dt>
          <dd>{lastTest ? new Date(lastTest).toLocaleString() : 'Never'}</dd>
        </dl>
      )}
    </section>
  );
}

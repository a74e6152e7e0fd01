import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { type OllamaTestResultDto, useGetOllamaEnvironmentQuery, useTestOllamaConnectionMutation } from '../../api/ollama';
import { BackToApiTests } from './components/BackToApiTests';
import { ConnectionFields } from './components/ConnectionFields';
import { EnvironmentPanel } from './components/EnvironmentPanel';
import { type ConnectionSettings, connectionProblem, hostedSettings, localSettings } from './lib/connection';

type TestType = 'local' | 'hosted' | 'both';

/** Language-model connection test (admin), part 3 §2.11. */
export function OllamaTestPage() {
  const { data: env } = useGetOllamaEnvironmentQuery();
  const [test, { isLoading: busy }] = useTestOllamaConnectionMutation();
  const [settings, setSettings] = useState<ConnectionSettings>({ host: '', port: '11434', hostedUrl: '', authToken: '' });
  const [results, setResults] = useState<OllamaTestResultDto[]>([]);
  const [failure, setFailure] = useState('');
  const [lastTest, setLastTest] = useState<string | null>(null);

  useEffect(() => {
    if (env) setSettings((s) => ({ ...s, host: s.host || env.defaultLocalHost, port: String(env.defaultLocalPort), hostedUrl: s.hostedUrl || env.hostedUrl || '' }));
  }, [env]);

  const run = async (testType: TestType) => {
    const targets: ('local' | 'hosted')[] = testType === 'both' ? ['local', 'hosted'] : [testType];
    const problem = targets.map((t) => connectionProblem(settings, t)).find(Boolean);
    setFailure(problem ?? '');
    if (problem) return;
    setResults([]);
    try {
      const res = await test({
        testOllamaConnectionDto: {
          testType,
          ...(testType !== 'hosted' ? { localSettings: localSettings(settings) } : {}),
          ...(testType !== 'local' ? { hostedSettings: hostedSettings(settings) } : {}),
        },
      }).unwrap();
      setResults(res.results);
      setLastTest(res.testedAt);
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      setFailure(status === 'FETCH_ERROR' ? 'Network error' : errorMessage(err as never) || 'Connection test failed');
    }
  };

  return (
    <section aria-labelledby="ollama-test-title" className="tool-page">
      <div className="page-head">
        <h1 id="ollama-test-title">Language Model Connection Test</h1>
        <BackToApiTests />
      </div>
      <p className="muted">Checks that an Ollama server answers: its version, its models and how fast it responds.</p>
      <ConnectionFields value={settings} onChange={setSettings} disabled={busy} />
      <div className="toolbar">
        <button type="button" className="button primary" disabled={busy} onClick={() => void run('local')}>
          {busy ? 'Testing…' : 'Test Local'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void run('hosted')}>
          Test Hosted
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void run('both')}>
          Test Both
        </button>
        {busy && <span className="spinner" role="status" aria-label="Testing" />}
      </div>
      {failure && (
        <p className="error-note" role="alert">
          {failure}
        </p>
      )}
      <div className="results">
        {results.map((r) => (
          <article key={r.connectionType} className={`result-card ${r.success ? 'ok' : 'failed'}`} aria-label={`${r.connectionType} result`}>
            <h3>
              <span aria-hidden="true">{r.success ? '✓' : '✗'}</span> {r.connectionType === 'local' ? 'Local' : 'Hosted'} connection
            </h3>
            <div className="badges">
              {r.authRequired && <span className="badge warn">Authentication Required</span>}
              {r.isLocalhost && <span className="badge">Localhost Connection</span>}
            </div>
            <dl className="facts">
              <dt>URL</dt>
              <dd>{r.url}</dd>
              <dt>Response time</dt>
              <dd>{r.responseTime === null ? 'N/A' : `${r.responseTime} ms`}</dd>
              <dt>Version</dt>
              <dd>{r.version ?? 'N/A'}</dd>
              <dt>Models</dt>
              <dd>{r.models.length ? <ul className="plain">{r.models.map((m) => <li key={m}>{m}</li>)}</ul> : 'None'}</dd>
            </dl>
            {r.success ? <p className="ok-note">Connection successful</p> : <p className="error-note">Connection Failed: {r.error}</p>}
          </article>
        ))}
      </div>
      <EnvironmentPanel env={env} lastTest={lastTest} />
    </section>
  );
}
